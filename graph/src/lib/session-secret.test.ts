import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret.js';

describe('the session secret', () => {
  it('is SESSION_SECRET when set, and then nothing is written', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-session-')), 'data');
    expect(resolveSessionSecret({ sessionSecret: 'e'.repeat(40), dataDir })).toBe('e'.repeat(40));
    expect(() => readFileSync(path.join(dataDir, SESSION_SECRET_FILE))).toThrow(/ENOENT/);
  });

  it('is generated once under the data dir and read back after a restart', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-session-')), 'data');
    const first = resolveSessionSecret({ sessionSecret: null, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
  });

  it('refuses a damaged file with a sentence saying what to do', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-session-'));
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'short\n');
    // The file is never overwritten, so the secret that signed existing sessions is not replaced behind the reader.
    expect(() => resolveSessionSecret({ sessionSecret: null, dataDir })).toThrow(
      `${path.join(dataDir, SESSION_SECRET_FILE)} exists but holds no usable secret; delete it or set SESSION_SECRET.`,
    );
  });
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_LINK_SECRET_FILE, resolveMailLinkSecret } from './mail-link-secret.js';

describe('the mail link secret', () => {
  it('is MAIL_LINK_SECRET when set', () => {
    expect(resolveMailLinkSecret({ mailLinkSecret: 's'.repeat(40), dataDir: '/nonexistent' })).toBe('s'.repeat(40));
  });

  it('is generated once under the data dir and read back after a restart, readable by its owner only', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-secret-')), 'data');
    const first = resolveMailLinkSecret({ mailLinkSecret: null, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveMailLinkSecret({ mailLinkSecret: null, dataDir })).toBe(first);
    const file = path.join(dataDir, MAIL_LINK_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

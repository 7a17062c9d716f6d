import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL module', () => {
  it('keeps a failing exit code although its exit hook ends the process', () => {
    const script = "await import('./graph/src/db/embedded-postgres.ts'); process.exitCode = 3;";
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServices, type AppServices } from '../src/app-services.js';
import { loadEnv } from '../src/config/env.js';
import { createOutboxMailer } from '../src/lib/mailer.js';

/** The link secret of test servers and workers, so a test can sign links the server accepts. */
export const TEST_MAIL_LINK_SECRET = 'paperlight-test-mail-link-secret-0123456789abcdef';

/**
 * The services of a test server: the offline defaults of an empty environment, with the test's own overrides. Mail
 * goes to an outbox in the system's temporary folder, never the repository's `.data`, unless the test gives a mailer.
 */
export function testServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    ...createAppServices(loadEnv({ MAIL_LINK_SECRET: TEST_MAIL_LINK_SECRET })),
    mailer: createOutboxMailer(path.join(tmpdir(), `paperlight-test-outbox-${process.pid}`)),
    ...overrides,
  };
}

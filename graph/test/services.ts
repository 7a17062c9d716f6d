import { createAppServices, type AppServices } from '../src/app-services.js';
import { loadEnv } from '../src/config/env.js';

/** The services of a test server: the offline defaults of an empty environment, with the test's own overrides. */
export function testServices(overrides: Partial<AppServices> = {}): AppServices {
  return { ...createAppServices(loadEnv({})), ...overrides };
}

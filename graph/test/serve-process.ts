import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../src/config/env.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';
import { createPayments } from '../src/lib/stripe.js';
import { createPaperlightServer } from '../src/server/app.js';
import { TEST_SESSION_SECRET, TEST_TRUST_PROXY } from './server.js';
import { testServices } from './services.js';

// A second API process on the same database, for tests that must cross a process boundary.
const url = process.env.TEST_PROCESS_DATABASE_URL;
if (!url) throw new Error('TEST_PROCESS_DATABASE_URL is not set.');
const orm = await MikroORM.init(createOrmConfig(url));
// Payments as `npm start` would build them, when the test passes Stripe's variables (pointed at its stand-in).
const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_API_BASE } = process.env;
const payments = createPayments(loadEnv({ STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_API_BASE }).stripe);
const server = await createPaperlightServer({
  orm,
  services: testServices({ payments }),
  production: false,
  sessionSecret: TEST_SESSION_SECRET,
  trustProxy: TEST_TRUST_PROXY,
});
const port = await server.listen(0, '127.0.0.1');
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});

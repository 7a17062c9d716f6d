import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SOURCE_BASE_URLS, loadEnv } from './env.js';

describe('loadEnv: Temporal and the sources', () => {
  it('defaults to the public source APIs, a local Temporal dev server and the default namespace', () => {
    const env = loadEnv({ PATH: '' });
    expect([env.pubmedBaseUrl, env.medrxivBaseUrl, env.plosBaseUrl, env.doajBaseUrl]).toEqual(Object.values(DEFAULT_SOURCE_BASE_URLS));
    expect(env).toMatchObject({
      temporalAddress: null,
      temporalNamespace: 'default',
      temporalCli: null,
      ncbiApiKey: null,
      ncbiEmail: null,
    });
  });

  it('reads base URLs without their trailing slash, and NCBI etiquette', () => {
    const env = loadEnv({
      PUBMED_BASE_URL: 'http://127.0.0.1:9000/pubmed/',
      DOAJ_BASE_URL: ' ',
      NCBI_API_KEY: 'key',
      NCBI_EMAIL: 'ops@example.org',
    });
    expect(env).toMatchObject({
      pubmedBaseUrl: 'http://127.0.0.1:9000/pubmed',
      doajBaseUrl: DEFAULT_SOURCE_BASE_URLS.doaj,
      ncbiApiKey: 'key',
      ncbiEmail: 'ops@example.org',
    });
  });

  it('refuses unusable base URLs and Temporal addresses with a sentence', () => {
    expect(() => loadEnv({ PLOS_BASE_URL: 'api.plos.org' })).toThrow(
      new ConfigError('PLOS_BASE_URL must be an absolute http(s) URL; it is "api.plos.org".'),
    );
    expect(() => loadEnv({ MEDRXIV_BASE_URL: 'ftp://api.biorxiv.org' })).toThrow(
      'MEDRXIV_BASE_URL must use http or https; it is "ftp://api.biorxiv.org".',
    );
    expect(() => loadEnv({ TEMPORAL_ADDRESS: 'http://localhost:7233' })).toThrow(
      'TEMPORAL_ADDRESS must be host:port, such as localhost:7233; it is "http://localhost:7233".',
    );
    expect(loadEnv({ TEMPORAL_ADDRESS: 'temporal:7233', TEMPORAL_NAMESPACE: 'paperlight' })).toMatchObject({
      temporalAddress: 'temporal:7233',
      temporalNamespace: 'paperlight',
    });
  });

  it('finds the temporal CLI on PATH unless TEMPORAL_CLI names one', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'paperlight-bin-'));
    writeFileSync(path.join(bin, 'temporal'), '#!/bin/sh\n');
    chmodSync(path.join(bin, 'temporal'), 0o755);
    expect(loadEnv({ PATH: `/nonexistent:${bin}` }).temporalCli).toBe(path.join(bin, 'temporal'));
    expect(loadEnv({ PATH: bin, TEMPORAL_CLI: '/opt/temporal' }).temporalCli).toBe('/opt/temporal');
  });
});

describe('loadEnv: the public address and the premium price', () => {
  it('defaults to localhost on the configured port and $9.99', () => {
    expect(loadEnv({ PORT: '4100' })).toMatchObject({
      publicUrl: 'http://localhost:4100',
      premiumPrice: { unitAmount: 999, currency: 'USD' },
    });
  });

  it('reads PUBLIC_URL without a trailing slash and PREMIUM_PRICE in minor units', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://paperlight.example/', PREMIUM_PRICE: '19 eur' })).toMatchObject({
      publicUrl: 'https://paperlight.example',
      premiumPrice: { unitAmount: 1900, currency: 'EUR' },
    });
  });

  it('refuses a price it cannot read, with a sentence', () => {
    expect(() => loadEnv({ PREMIUM_PRICE: '$19' })).toThrow(
      new ConfigError('PREMIUM_PRICE must be an amount and a currency code, such as "9.99 USD"; it is "$19".'),
    );
    expect(() => loadEnv({ PREMIUM_PRICE: '9.999 USD' })).toThrow(ConfigError);
    expect(() => loadEnv({ PREMIUM_PRICE: '9.50 JPY' })).toThrow(ConfigError);
    expect(() => loadEnv({ PREMIUM_PRICE: '9.99 XYZW' })).toThrow(ConfigError);
  });

  it('keeps amounts in the currency’s smallest unit, whatever its decimal places', () => {
    expect(loadEnv({ PREMIUM_PRICE: '9.9 USD' }).premiumPrice).toEqual({ unitAmount: 990, currency: 'USD' });
    expect(loadEnv({ PREMIUM_PRICE: '1500 JPY' }).premiumPrice).toEqual({ unitAmount: 1500, currency: 'JPY' });
    expect(loadEnv({ PREMIUM_PRICE: '4.500 KWD' }).premiumPrice).toEqual({ unitAmount: 4500, currency: 'KWD' });
  });
});

describe('loadEnv: Stripe', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_ID: 'price_abc' };

  it('turns payments off without STRIPE_SECRET_KEY, whatever else is set', () => {
    expect(loadEnv({}).stripe).toBeNull();
    expect(loadEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_PRICE_ID: 'price_abc' }).stripe).toBeNull();
  });

  it('reads the key, the signing secret, the price and an API base without its trailing slash', () => {
    expect(loadEnv(stripe).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', priceId: 'price_abc', apiBase: null });
    expect(loadEnv({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).stripe?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it('refuses a key without its signing secret or price, and values that are not what they claim, with a sentence', () => {
    expect(() => loadEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      new ConfigError(
        "STRIPE_WEBHOOK_SECRET must be set to the endpoint's signing secret (whsec_…) when STRIPE_SECRET_KEY is set; `stripe listen` prints one for local forwarding.",
      ),
    );
    expect(() => loadEnv({ ...stripe, STRIPE_PRICE_ID: 'prod_abc' })).toThrow(
      new ConfigError(
        `STRIPE_PRICE_ID must be the id of Premium's monthly price (price_…) when STRIPE_SECRET_KEY is set; it is "prod_abc".`,
      ),
    );
    expect(() => loadEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…).'),
    );
    expect(() => loadEnv({ ...stripe, STRIPE_API_BASE: '127.0.0.1:12111' })).toThrow(
      'STRIPE_API_BASE must be an absolute http(s) URL; it is "127.0.0.1:12111".',
    );
  });
});

describe('loadEnv: email', () => {
  it('writes to the outbox from a local address by default, with no link secret outside production', () => {
    expect(loadEnv({})).toMatchObject({ smtpUrl: null, mailFrom: 'Paperlight <digest@paperlight.localhost>', mailLinkSecret: null });
  });

  it('reads SMTP_URL, MAIL_FROM and MAIL_LINK_SECRET', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://apikey:secret@smtp.example.org:465',
      MAIL_FROM: 'Paperlight <digest@example.org>',
      MAIL_LINK_SECRET: 'x'.repeat(32),
    });
    expect(env).toMatchObject({
      smtpUrl: 'smtps://apikey:secret@smtp.example.org:465',
      mailFrom: 'Paperlight <digest@example.org>',
      mailLinkSecret: 'x'.repeat(32),
    });
    expect(loadEnv({ MAIL_FROM: 'digest@example.org' }).mailFrom).toBe('digest@example.org');
  });

  it("sends contact messages to SUPPORT_EMAIL, else to MAIL_FROM's address", () => {
    expect(loadEnv({}).supportEmail).toBe('digest@paperlight.localhost');
    expect(loadEnv({ MAIL_FROM: 'Paperlight <hello@example.org>' }).supportEmail).toBe('hello@example.org');
    expect(loadEnv({ MAIL_FROM: 'hello@example.org', SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe('help@example.org');
    expect(() => loadEnv({ SUPPORT_EMAIL: 'Help <help@example.org>' })).toThrow(
      new ConfigError('SUPPORT_EMAIL must be one email address, such as support@example.org; it is "Help <help@example.org>".'),
    );
  });

  it('refuses unusable mail settings with a sentence', () => {
    expect(() => loadEnv({ SMTP_URL: 'https://smtp.example.org' })).toThrow(
      new ConfigError('SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS); it starts with https://.'),
    );
    expect(() => loadEnv({ SMTP_URL: 'smtp://smtp.example.org:587' })).toThrow(/^MAIL_FROM is required with SMTP_URL/);
    expect(() => loadEnv({ MAIL_FROM: 'Paperlight' })).toThrow(/^MAIL_FROM must be an address/);
    expect(() => loadEnv({ MAIL_FROM: 'Paperlight <digest@example.org' })).toThrow(/^MAIL_FROM must be an address/);
    expect(() => loadEnv({ MAIL_LINK_SECRET: 'short' })).toThrow(
      'MAIL_LINK_SECRET must be at least 32 characters long; use a long random string.',
    );
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })).toThrow(
      'MAIL_LINK_SECRET is required when NODE_ENV=production: it signs the unsubscribe links in emails.',
    );
  });
});

describe('loadEnv: the API mode', () => {
  it('gives the API production defaults unless development (or test) is asked for', () => {
    expect(loadEnv({}).apiProduction).toBe(true);
    expect(loadEnv({ NODE_ENV: 'staging' }).apiProduction).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), MAIL_LINK_SECRET: 'x'.repeat(32) }).apiProduction).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).apiProduction).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).apiProduction).toBe(false);
  });

  it('is development under `npm start`, which asks for it unless NODE_ENV is set', async () => {
    const { readFile } = await import('node:fs/promises');
    const scripts = (
      JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    // NODE_ENV=production runs the compiled build; anything else runs the sources in development unless NODE_ENV says otherwise.
    expect(scripts.start).toMatch(/^if \[ "\$NODE_ENV" = production \]; then sh graph\/scripts\/start-production\.sh; else /);
    expect(scripts.start).toMatch(/; else NODE_ENV=\$\{NODE_ENV:-development\} exec node /);
  });
});

describe('loadEnv: production secrets and the proxy', () => {
  const production = { NODE_ENV: 'production', MAIL_LINK_SECRET: 'm'.repeat(32) };

  it('needs a SESSION_SECRET of at least 32 characters in production, like MAIL_LINK_SECRET', () => {
    expect(() => loadEnv({ ...production })).toThrow(
      new ConfigError('SESSION_SECRET is required when NODE_ENV=production: it signs the session cookies.'),
    );
    expect(() => loadEnv({ ...production, SESSION_SECRET: 's'.repeat(31) })).toThrow(
      new ConfigError('SESSION_SECRET must be at least 32 characters long in production; use a long random string.'),
    );
    expect(loadEnv({ ...production, SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
    expect(loadEnv({ NODE_ENV: 'development', SESSION_SECRET: 'short' }).sessionSecret).toBe('short');
  });

  it('trusts no proxy outside development unless TRUST_PROXY says which', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).trustProxy).toEqual(['loopback']);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12 ,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '172.16.0.0/12', 'loopback']);
    expect(loadEnv({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
  });

  it('refuses a TRUST_PROXY it cannot read, with a sentence', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/8, proxy.example' })).toThrow(/"proxy.example" is none of these\.$/);
    expect(() => loadEnv({ TRUST_PROXY: '99' })).toThrow(/^TRUST_PROXY must be a number of proxy hops from 0 to 10/);
  });
});

describe('loadEnv: the worker', () => {
  it('runs 4 local activities at once unless WORKER_LOCAL_ACTIVITIES says otherwise, and refuses what it cannot use', () => {
    expect(loadEnv({}).workerLocalActivities).toBe(4);
    expect(loadEnv({ WORKER_LOCAL_ACTIVITIES: '16' }).workerLocalActivities).toBe(16);
    for (const raw of ['0', '101', 'four', '2.5'])
      expect(() => loadEnv({ WORKER_LOCAL_ACTIVITIES: raw }), raw).toThrow(/WORKER_LOCAL_ACTIVITIES/);
  });

  it('runs at nice 10 unless WORKER_NICE says otherwise (0 keeps its priority), and refuses what Linux has not', () => {
    expect(loadEnv({}).workerNice).toBe(10);
    expect(loadEnv({ WORKER_NICE: '0' }).workerNice).toBe(0);
    expect(loadEnv({ WORKER_NICE: '19' }).workerNice).toBe(19);
    for (const raw of ['-5', '20', 'low', '1.5']) expect(() => loadEnv({ WORKER_NICE: raw }), raw).toThrow(/WORKER_NICE/);
  });
});

describe('loadEnv: asking the AI again', () => {
  it('re-asks at most 20 papers an hour by default, AI_REASK_BATCH otherwise, and 0 turns re-asking off', () => {
    expect(loadEnv({ PATH: '' }).aiReaskBatch).toBe(20);
    expect(loadEnv({ PATH: '', AI_REASK_BATCH: '5' }).aiReaskBatch).toBe(5);
    expect(loadEnv({ PATH: '', AI_REASK_BATCH: '0' }).aiReaskBatch).toBe(0);
  });

  it('refuses a batch it cannot read, with a sentence', () => {
    expect(() => loadEnv({ PATH: '', AI_REASK_BATCH: 'twenty' })).toThrow(
      new ConfigError('AI_REASK_BATCH must be a whole number from 0 to 1000; it is "twenty".'),
    );
    expect(() => loadEnv({ PATH: '', AI_REASK_BATCH: '5000' })).toThrow(/AI_REASK_BATCH must be a whole number from 0 to 1000/);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';

const run = promisify(execFile);

let app: TestApp;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  folder = await mkdtemp(join(tmpdir(), 'paperlight-e2e-key-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await browser?.close();
  await app?.close();
});

/** The JavaScript example of docs/api.md, which bookmarks the newest paper for the key's reader. */
async function bookmarkScript(): Promise<string> {
  const reference = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const match = /^```js example\n([\s\S]*?)^```$/m.exec(reference);
  if (!match) throw new Error('docs/api.md has no JavaScript example');
  return match[1];
}

describe('API keys in a real browser', () => {
  it('a reader creates a key in the profile and copies it, and a script uses it to bookmark a paper that shows in the bookmarks', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await registerInContext(context, app.baseUrl, 'scripter');

    await page.goto('/profile?tab=account');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText('You have no API keys yet.').waitFor();
    await page.getByLabel('Key name').fill('Bookmarking script');
    await page.getByRole('checkbox', { name: /Write/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = await page.getByTestId('api-key-secret').innerText();
    expect(shown).toMatch(/^pl_[A-Za-z0-9_-]{40}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await page.getByRole('list', { name: 'Your API keys' }).getByText('Bookmarking script').waitFor();
    await screenshot(page, 'profile-api-keys');

    const script = join(folder, 'bookmark.mjs');
    await writeFile(script, await bookmarkScript());
    const { stdout } = await run(process.execPath, [script], {
      env: { ...process.env, PAPERLIGHT_URL: app.baseUrl, PAPERLIGHT_API_KEY: copied },
      timeout: 30_000,
    });
    expect(stdout).toMatch(/scripter has 1 bookmarks/);

    await page.goto('/bookmarks');
    await page.getByRole('heading', { level: 1, name: 'My Bookmarks' }).waitFor();
    await page.getByText('1 saved article').waitFor();
    await page.goto('/profile?tab=account');
    await page.getByText('last used').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../../../test-artifacts/', import.meta.url));

export const WIDE = { width: 1280, height: 900 } as const;
export const NARROW = { width: 375, height: 812 } as const;

/** Debian's Chromium, headless, driven by playwright-core (no browser download). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** Keep the onboarding modal (on by default it is marked completed, so it does not cover the page). */
  onboarding?: boolean;
  /** The device's colour scheme (prefers-color-scheme); light unless given. */
  colorScheme?: 'light' | 'dark';
  /** Let the app's service worker run (blocked otherwise, so it never stands between a test and the server). */
  serviceWorkers?: boolean;
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far (a test asserts this stays empty). */
  errors: string[];
}

/** A fresh browser context (its own cookies) with one page on the app. */
export async function openPage(browser: Browser, baseUrl: string, options: OpenPageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? WIDE,
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (!options.onboarding) {
    await context.addInitScript(() => window.localStorage.setItem('paperlight.onboarding.completed', 'true'));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png`, fullPage: true });
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { grantPremium } from '#graph/modules/membership/premium-grant.service.js';
import type { TestApp } from './app.js';
import { runAxe } from './axe.js';
import { NARROW, WIDE } from './browser.js';

export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** Runs axe on the page as it is at 375 px and at 1280 px wide (the width the page had is restored last). */
export async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [NARROW, WIDE]) {
    await page.setViewportSize(viewport);
    expect(await runAxe(page), `axe at ${viewport.width} px on ${page.url()}`).toEqual([]);
  }
}

/** Grants a registered reader Premium with no end date, as `npm run ops -- premium grant` does. */
export async function grantPremiumTo(app: TestApp, username: string): Promise<void> {
  await grantPremium({ em: app.db.orm.em.fork(), now: () => new Date() }, { username, until: null, grantedBy: 'e2e' });
}

/** Polls until `read` gives `expected` (lists render progressively and saves finish in their own time). */
export const POLL = { timeout: 15_000, interval: 100 };

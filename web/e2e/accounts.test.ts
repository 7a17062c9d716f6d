import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const firstCard = (page: Page) => page.locator('main ol > li > article').first();
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

describe('accounts in a real browser', () => {
  it('registers through the validated form, signs out, and signs back in', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('al');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password').fill('1234567');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await runAxe(page)).toEqual([]);

    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Email', { exact: true }).fill('alice@example.com');
    await page.getByLabel('Password').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await toast(page, 'Registration successful').waitFor();

    const menu = page.getByRole('button', { name: 'Account menu for alice' });
    await menu.click();
    const entries = await page.getByRole('menuitem').allInnerTexts();
    expect(entries.map((entry) => entry.trim())).toEqual([
      'View Profile',
      'Account Settings',
      'My Bookmarks',
      'Premium Features',
      'Email Digest',
      'Logout',
    ]);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username or email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username or email').fill('alice@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login failed').waitFor();
    await page.getByLabel('Password').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await toast(page, 'Login successful').waitFor();
    await page.getByRole('button', { name: 'Account menu for alice' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('bookmarks from the feed, lists the bookmark, and removes it', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'bob');
    await page.goto('/');
    const title = await firstCard(page).locator('h2').innerText();
    await firstCard(page).getByRole('button', { name: 'Bookmark article' }).click();
    await toast(page, 'Article bookmarked').waitFor();
    await firstCard(page).getByRole('button', { name: 'Remove bookmark' }).waitFor();

    await page.getByRole('link', { name: 'My Bookmarks' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Bookmarks' }).waitFor();
    await page.getByText('1 saved article').waitFor();
    await expect(firstCard(page).locator('h2').innerText()).resolves.toBe(title);

    await page.goto('/profile?tab=bookmarks');
    await expect(page.getByRole('tab', { name: 'Bookmarks' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('1 saved article').waitFor();

    await page.goto('/bookmarks');
    await firstCard(page).getByRole('button', { name: 'Remove bookmark' }).click();
    await toast(page, 'Bookmark removed').waitFor();
    await page.getByRole('heading', { name: 'No bookmarks yet' }).waitFor();
    await page.getByRole('link', { name: 'Browse Articles' }).waitFor();
    await context.close();
  });

  it('posts a comment that another browser sees arrive live, then deletes it (author only), with Undo and focus kept on the panel', async () => {
    const author = await openPage(browser, app.baseUrl);
    const reader = await openPage(browser, app.baseUrl);
    await registerInContext(author.context, app.baseUrl, 'carol');
    const path = `/article/${app.recentIds[1]}`;
    await Promise.all([author.page.goto(path), reader.page.goto(path)]);
    await Promise.all([
      author.page.getByText('No comments yet. Be the first to comment!').waitFor(),
      reader.page.getByText('No comments yet. Be the first to comment!').waitFor(),
    ]);
    // Give the reader's subscription a moment to be registered on the server.
    await reader.page.waitForTimeout(500);

    const text = '<img src=x onerror="window.__xss=9"> Clear methods, useful results.';
    const box = author.page.getByLabel('Add a comment');
    await expect(author.page.getByRole('button', { name: 'Post Comment' }).isDisabled()).resolves.toBe(true);
    await box.fill(`   ${text}   `);
    await author.page.getByRole('button', { name: 'Post Comment' }).click();
    await toast(author.page, 'Comment added').waitFor();
    await expect(box.inputValue()).resolves.toBe('');

    await reader.page.getByText(text, { exact: true }).waitFor();
    await reader.page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    expect(await reader.page.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    expect(await reader.page.locator('img[src="x"]').count()).toBe(0);

    await author.page.getByRole('button', { name: 'Delete comment' }).click();
    await toast(author.page, 'Comment deleted').waitFor();
    await reader.page.getByText(text, { exact: true }).waitFor({ state: 'detached' });
    await reader.page.getByText('No comments yet. Be the first to comment!').waitFor();
    await reader.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    // With no comment left, focus moves to the comment box rather than dropping to the page.
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // Undo asks the server to put the comment back: both browsers see it again, and it survives a reload.
    await author.page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Undo' }).click();
    await toast(author.page, 'Comment restored').waitFor();
    const restored = author.page.getByText(text, { exact: true });
    await restored.waitFor();
    await expect(author.page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain('Clear methods');
    await reader.page.getByText(text, { exact: true }).waitFor();
    await reader.page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await author.page.reload();
    await author.page.getByText(text, { exact: true }).waitFor();

    // Deleted again from the keyboard and left alone, it stays deleted.
    await author.page.getByRole('button', { name: 'Delete comment' }).focus();
    await author.page.keyboard.press('Enter');
    await toast(author.page, 'Comment deleted').waitFor();
    await toast(author.page, 'Comment deleted').waitFor({ state: 'detached', timeout: 15_000 });
    await author.page.reload();
    await author.page.getByText('No comments yet. Be the first to comment!').waitFor();
    await reader.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    for (const { page } of [author, reader]) {
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    expect([...author.errors, ...reader.errors]).toEqual([]);
    await Promise.all([author.context.close(), reader.context.close()]);
  });

  it('edits the profile: view, edit, cancel, save; guests are denied', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'erin');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
    await page.getByText('erin', { exact: true }).first().waitFor();
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Temporary');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Temporary').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Username').isDisabled()).resolves.toBe(true);
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Bio').fill('Cardiologist reading the week in research.');
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated').waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await page.getByText('Okafor').waitFor();
    await page.getByText('Cardiologist reading the week in research.').waitFor();
    await screenshot(page, 'profile-1280');
    await context.close();

    const guest = await openPage(browser, app.baseUrl);
    await guest.page.goto('/profile');
    await guest.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await guest.page.getByText('Please log in to view your profile').waitFor();
    await guest.context.close();
  });

  it('returns a guest to the article after registering from the bookmark gate, and makes the bookmark', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    const articlePath = `/article/${app.recentIds[1]}`;
    await page.goto(articlePath);
    await page.getByRole('button', { name: 'Bookmark article' }).first().click();
    await page.waitForURL(`${app.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('hana');
    await page.getByLabel('Email', { exact: true }).fill('hana@example.com');
    await page.getByLabel('Password').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.baseUrl}${articlePath}`);
    await toast(page, 'Article bookmarked').waitFor();
    await page.getByRole('button', { name: 'Remove bookmark' }).first().waitFor();
    await page.goto('/bookmarks');
    await page.getByText('1 saved article').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gates bookmarks for guests and the AI buttons for free users; premium readers get the panel', async () => {
    const guest = await openPage(browser, app.baseUrl);
    await guest.page.goto('/');
    await firstCard(guest.page).getByRole('button', { name: 'Bookmark article' }).click();
    await toast(guest.page, 'Sign in required').waitFor();
    await guest.page.getByText('Please sign in to bookmark articles').waitFor();
    await guest.page.waitForURL(`${app.baseUrl}/auth`);
    await guest.context.close();

    const free = await openPage(browser, app.baseUrl);
    await registerInContext(free.context, app.baseUrl, 'frank');
    await free.page.goto('/');
    await firstCard(free.page).getByRole('button', { name: 'Clinician Takeaway' }).click();
    await toast(free.page, 'Premium Feature').waitFor();
    await free.page.getByText('Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature').waitFor();
    await free.page.waitForURL(`${app.baseUrl}/subscription`);
    await free.page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await free.context.close();

    const premium = await openPage(browser, app.baseUrl);
    const userId = await registerInContext(premium.context, app.baseUrl, 'gina');
    await app.db.orm.em
      .getConnection()
      .execute(
        "insert into memberships (user_id, tier, status, source, cancel_at_period_end, updated_at) values (?, 'premium', 'active', 'grant', false, now())",
        [Number(userId)],
      );
    await premium.page.goto('/');
    await firstCard(premium.page).getByRole('button', { name: 'AI AMA' }).click();
    await premium.page.getByRole('region', { name: 'AI AMA' }).waitFor();
    expect(premium.page.url()).toBe(`${app.baseUrl}/`);
    await premium.context.close();
  });

  it('shows a red dot on the bell for new articles and reports them on click', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'hank');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Notifications: new articles available' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await toast(page, 'New Articles Available').waitFor();
    await page.getByText(/^\d+ new research articles? added to Paperlight$/).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await toast(page, "You're Up to Date").waitFor();
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer } from '#graph/lib/mailer.js';
import { startSmtpSink, type SmtpSink } from '#graph-test/smtp-sink.js';
import { startTestApp, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, NARROW, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';

let app: TestApp;
let browser: Browser;
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createSmtpMailer(sink.url);
  [app, browser] = await Promise.all([startTestApp({ services: { mailer, supportEmail: 'help@paperlight.test' } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await mailer?.close();
  await sink?.close();
});

describe('account recovery and the contact form, through a real SMTP server', () => {
  it('resets a forgotten password through the emailed link, which signs out the other devices', async () => {
    const { context: elsewhere, page: elsewherePage } = await openPage(browser, app.baseUrl);
    await registerInContext(elsewhere, app.baseUrl, 'carol');
    await elsewherePage.goto('/');
    await elsewherePage.getByRole('button', { name: 'Account menu for carol' }).waitFor();

    const { page, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('carol@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'If an account uses that email address' });
    await answer.waitFor();
    expect(await answer.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await runAxe(page)).toEqual([]);

    const [message] = await sink.waitFor(1);
    const parsed = await sink.parse(message);
    expect(message.to).toEqual(['carol@example.com']);
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(parsed.text ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'one of the most common passwords' }).waitFor();
    await screenshot(page, 'reset-password-375');
    await page.getByLabel('New password', { exact: true }).fill('lanterns at dusk 7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${app.baseUrl}/auth`);
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Password changed', { exact: true }).waitFor();

    await page.getByLabel('Username or email').fill('carol@example.com');
    await page.getByLabel('Password').fill('lanterns at dusk 7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('button', { name: 'Account menu for carol' }).waitFor();

    await elsewherePage.reload();
    await elsewherePage.getByRole('link', { name: 'Sign In' }).waitFor();

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another lantern 8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'expired or has already been used' }).waitFor();
    expect(errors).toEqual([]);
    await elsewhere.close();
    await page.context().close();
  });

  it('opens the account page from Account Settings and changes the password there', async () => {
    const { context, page, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'dave');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for dave' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(`${app.baseUrl}/profile?tab=account`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByLabel('Current password').fill('correct-horse-9');
    await page.getByLabel('New password', { exact: true }).fill('a quieter password 5');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Password changed', { exact: true }).waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'account-settings-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form to the support address, and the footer offers no newsletter', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    await page.goto('/contact');
    expect(await page.locator('footer').getByRole('textbox').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada Reader');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill('A summary looks wrong');
    await form.getByLabel('Message').fill('The sleep study summary gives 40 people; the abstract says 400.');
    const before = sink.messages.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Message Sent', { exact: true }).waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    const [received] = (await sink.waitFor(before + 1)).slice(before);
    expect(received.to).toEqual(['help@paperlight.test']);
    const parsed = await sink.parse(received);
    expect(parsed.subject).toBe('[Paperlight contact] A summary looks wrong');
    expect(parsed.replyTo?.value[0].address).toBe('ada@example.com');
    expect(parsed.text).toContain('the abstract says 400.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

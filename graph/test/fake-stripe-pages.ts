import type { ServerResponse } from 'node:http';
import type { FakeStripeAccount } from './fake-stripe-account.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  );
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/**
 * The pages a browser is sent to, standing in for Stripe's hosted ones: `GET /pay/<session>` shows the Checkout page
 * with a Pay button, whose `POST` pays the session (its subscription starts) and sends the browser to the session's
 * success_url, with `{CHECKOUT_SESSION_ID}` filled in as Stripe does; `/portal/<session>` sends it back to the portal
 * session's return_url. Answers false for any other path.
 */
export function answerBrowserPage(account: FakeStripeAccount, method: string, path: string, res: ServerResponse): boolean {
  const pay = /^\/pay\/([^/]+)$/.exec(path);
  if (pay) {
    const session = account.sessions.get(pay[1]);
    if (!session) {
      page(res, 404, 'Checkout not found', '<h1>This checkout page does not exist.</h1>');
      return true;
    }
    const successUrl = String(session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    if (method === 'POST') {
      if (session.status !== 'complete') account.completeCheckout(session.id);
      redirect(res, successUrl);
      return true;
    }
    const price = [...account.prices.values()][0];
    const amount = `${((price?.unit_amount ?? 0) / 100).toFixed(2)} ${(price?.currency ?? 'usd').toUpperCase()} per ${price?.recurring?.interval ?? 'month'}`;
    page(
      res,
      200,
      'Checkout',
      `<main><h1>Subscribe to Paperlight Premium</h1><p>${escapeHtml(amount)}</p>` +
        `<form method="post"><button type="submit">Pay and subscribe</button></form>` +
        `<p><a href="${escapeHtml(String(session.cancel_url ?? ''))}">Cancel</a></p></main>`,
    );
    return true;
  }
  const portal = /^\/portal\/([^/]+)$/.exec(path);
  if (portal) {
    const session = account.portalSessions.get(portal[1]);
    if (session) redirect(res, session.return_url);
    else page(res, 404, 'Portal not found', '<h1>This billing portal page does not exist.</h1>');
    return true;
  }
  return false;
}

/** What the unsubscribe page says: the confirmation with its one button, the result, or why the link does not work. */
export type UnsubscribePageState =
  | { kind: 'confirm'; actionUrl: string }
  | { kind: 'done'; settingsUrl: string }
  | { kind: 'already-off'; settingsUrl: string }
  | { kind: 'invalid'; message: string; settingsUrl: string };

/**
 * The page's own policy: no scripts at all, inline styles only, and the form may post only back to this server.
 * It works with JavaScript off and never needs the web client.
 */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f6f8;color:#1a202c}
main{max-width:440px;margin:12vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px}a{color:#1d4ed8}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Paperlight</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

/** The server-rendered unsubscribe page for one state; every dynamic value is escaped. */
export function renderUnsubscribePage(state: UnsubscribePageState): string {
  switch (state.kind) {
    case 'confirm':
      return page(
        'Unsubscribe from the digest',
        `<h1>Stop the Paperlight digest?</h1><p>You will no longer receive the Paperlight research digest by email. You can turn it back on at any time in Email Digest settings.</p>
<form method="post" action="${escapeHtml(state.actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    case 'done':
      return page(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><p>The Paperlight digest is off; no more digest emails will be sent to you.</p><p><a href="${escapeHtml(state.settingsUrl)}">Email Digest settings</a></p>`,
      );
    case 'already-off':
      return page(
        'Already unsubscribed',
        `<h1>The digest is already off</h1><p>No digest emails are being sent to you.</p><p><a href="${escapeHtml(state.settingsUrl)}">Email Digest settings</a></p>`,
      );
    case 'invalid':
      return page(
        'Link not valid',
        `<h1>This link does not work</h1><p>${escapeHtml(state.message)}</p><p><a href="${escapeHtml(state.settingsUrl)}">Email Digest settings</a></p>`,
      );
  }
}

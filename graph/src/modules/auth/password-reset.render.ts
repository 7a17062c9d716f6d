import { escapeAttribute, escapeText } from 'entities';

/** The text of a reset email: the link, how long it works, and what to do when the reader did not ask. */
export interface PasswordResetEmail {
  subject: string;
  text: string;
  html: string;
}

/** The "forgot password" email for a reader, with the single-use link. */
export function renderPasswordResetEmail(input: { username: string; link: string; validMinutes: number }): PasswordResetEmail {
  const { username, link, validMinutes } = input;
  const lines = [
    `Hello ${username},`,
    'Someone (we hope you) asked to reset the password of your Paperlight account. Choose a new password here:',
    link,
    `The link works once, within ${validMinutes} minutes. If you did not ask, ignore this email: your password stays as it is.`,
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeText(username)},</p>
<p>${escapeText(lines[1])}</p>
<p><a href="${escapeAttribute(link)}">Choose a new password</a></p>
<p>${escapeText(lines[3])}</p>
</body></html>`;
  return { subject: 'Reset your Paperlight password', text: `${lines.join('\n\n')}\n`, html };
}

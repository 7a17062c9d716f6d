import { escapeAttribute, escapeText } from 'entities';

/** The email telling a reader their endpoint was disabled. */
export interface WebhookDisabledEmail {
  subject: string;
  text: string;
  html: string;
}

/** The email sent once when an endpoint is disabled after failing for 3 days: which one, why, and how to resume. */
export function renderWebhookDisabledEmail(input: {
  username: string;
  url: string;
  searchName: string;
  failingSince: Date;
  lastError: string | null;
  settingsUrl: string;
}): WebhookDisabledEmail {
  const since = input.failingSince.toUTCString();
  const lines = [
    `Hello ${input.username},`,
    `Paperlight stopped posting new papers for your saved search "${input.searchName}" to ${input.url}: the endpoint has failed every delivery since ${since}.`,
    input.lastError ? `The last try: ${input.lastError}` : 'The endpoint did not accept the deliveries.',
    'Once the endpoint works again, ask for one of its failed deliveries again (redeliverWebhookDelivery): that turns it back on. Or delete the webhook and register it anew.',
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${lines.map((line) => `<p>${escapeText(line)}</p>`).join('\n')}
<p><a href="${escapeAttribute(input.settingsUrl)}">Open Paperlight</a></p>
</body></html>`;
  return { subject: 'Your Paperlight webhook was turned off', text: `${lines.join('\n\n')}\n\n${input.settingsUrl}\n`, html };
}

import { escapeText } from 'entities';
import type { ContactFields } from './contact.rules.js';

/** The email that brings a contact message to the support address; replies go to the sender. */
export function renderContactEmail(
  fields: ContactFields,
  meta: { id: number; username: string | null },
): { subject: string; text: string; html: string } {
  const from = `${fields.name} <${fields.email}>${meta.username ? `, signed in as ${meta.username}` : ', not signed in'}`;
  const text = `Contact message #${meta.id} from ${from}\n\nSubject: ${fields.subject}\n\n${fields.message}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Contact message #${meta.id} from ${escapeText(from)}</p>
<p><strong>Subject:</strong> ${escapeText(fields.subject)}</p>
<p style="white-space:pre-wrap">${escapeText(fields.message)}</p>
</body></html>`;
  return { subject: `[Paperlight contact] ${fields.subject}`, text, html };
}

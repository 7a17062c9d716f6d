import { randomBytes } from 'node:crypto';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { DigestEmailContent, DigestRenderer, RenderedDigest } from '#graph/modules/digest/digest-message.render.js';
import { DigestEmail } from './digest-email.js';
import { digestSubject } from './digest-text.js';

/** Renders a digest: the subject, the HTML part from the React Email template, and the plain-text part from that HTML. */
export async function renderDigestEmail(content: DigestEmailContent): Promise<RenderedDigest> {
  const html = await render(createElement(DigestEmail, { content }));
  return { subject: digestSubject(content), html, text: toPlainText(html) };
}

/** Escapes text for an HTML text node or a quoted attribute value, as React's server renderer does. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);
}

/** A rendered body with the reader's own parts (name, unsubscribe link) still as placeholders. */
interface SharedBody {
  subject: string;
  html: string;
  text: string;
}

/**
 * A digest renderer for a slot's thousands of emails: readers with the same sources and searches get the same papers,
 * so each distinct body is rendered once, with placeholders where the reader's name and unsubscribe link go, and each
 * email fills in its own. The result is byte for byte what `renderDigestEmail` gives. Up to `capacity` bodies are kept
 * (the least recently used goes first); a body in which a placeholder does not appear exactly once per part (it never
 * should) is rendered for its reader alone instead.
 */
export function createDigestRenderer({
  capacity = 256,
  renderBody = renderDigestEmail,
}: { capacity?: number; renderBody?: DigestRenderer } = {}): DigestRenderer {
  // Letters and digits only, so that neither HTML escaping nor the plain-text conversion changes them.
  const nonce = randomBytes(8).toString('hex');
  const NAME = `PaperlightReaderName${nonce}`;
  const UNSUBSCRIBE = `https://paperlight.invalid/unsubscribe${nonce}`;
  const bodies = new Map<string, Promise<SharedBody | null>>();

  const renderShared = async (shared: DigestEmailContent): Promise<SharedBody | null> => {
    const rendered = await renderBody(shared);
    const once = (part: string, placeholder: string) => part.split(placeholder).length === 2;
    const usable =
      once(rendered.html, NAME) &&
      once(rendered.html, UNSUBSCRIBE) &&
      once(rendered.text, NAME) &&
      once(rendered.text, UNSUBSCRIBE) &&
      !rendered.subject.includes(nonce);
    return usable ? rendered : null;
  };

  return async (content) => {
    const shared: DigestEmailContent = {
      ...content,
      recipientName: NAME,
      links: { ...content.links, unsubscribe: UNSUBSCRIBE },
    };
    const key = JSON.stringify(shared);
    let body = bodies.get(key);
    if (body) {
      bodies.delete(key);
    } else {
      body = renderShared(shared);
      body.catch(() => bodies.delete(key));
    }
    bodies.set(key, body);
    while (bodies.size > capacity) bodies.delete(bodies.keys().next().value!);

    const template = await body;
    if (!template) return renderBody(content);
    // The plain-text part collapses runs of white space in text, as the conversion would have done with the name.
    const textName = content.recipientName.replace(/\s+/g, ' ');
    return {
      subject: template.subject,
      html: template.html
        .replace(NAME, () => escapeHtml(content.recipientName))
        .replace(UNSUBSCRIBE, () => escapeHtml(content.links.unsubscribe)),
      text: template.text.replace(NAME, () => textName).replace(UNSUBSCRIBE, () => content.links.unsubscribe),
    };
  };
}

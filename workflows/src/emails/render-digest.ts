import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { DigestEmailContent, RenderedDigest } from '#graph/modules/digest/digest-message.render.js';
import { DigestEmail } from './digest-email.js';
import { digestSubject } from './digest-text.js';

/** Renders a digest: the subject, the HTML part from the React Email template, and the plain-text part from that HTML. */
export async function renderDigestEmail(content: DigestEmailContent): Promise<RenderedDigest> {
  const html = await render(createElement(DigestEmail, { content }));
  return { subject: digestSubject(content), html, text: toPlainText(html) };
}

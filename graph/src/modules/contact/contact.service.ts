import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { logger } from '../../lib/logger.js';
import { mailDomain } from '../../lib/mailer.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import type { User } from '../user/user.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import { CONTACT_ADDRESS_LIMIT, CONTACT_EMAIL_LIMIT } from './contact.limits.js';
import { renderContactEmail } from './contact.render.js';
import { validateContact, type ContactFields } from './contact.rules.js';

export const CONTACT_RECEIVED = 'Thank you for your message. It has reached the Paperlight team, and we will reply by email.';

interface ContactContext {
  em: EntityManager;
  now: () => Date;
  viewer: User | null;
  address: string;
  limits: RateLimits;
  services: Pick<AppServices, 'mailer' | 'mailFrom' | 'supportEmail'>;
}

/**
 * Takes a message from the contact form (docs/product/screens.md#static-pages): checks it (BadInputError with the
 * field's sentence), counts it against CONTACT_EMAIL_LIMIT for the sender's address and CONTACT_ADDRESS_LIMIT for the
 * network address (RateLimitedError), stores it, then emails it to the support address with Reply-To the sender and
 * records when the mailer took it. A mailer that fails leaves the message stored with `emailedAt` null, which is
 * logged; the sender is still told it arrived, since it is kept. Returns CONTACT_RECEIVED.
 */
export async function sendContactMessage(ctx: ContactContext, input: Partial<Record<keyof ContactFields, string | null>>): Promise<string> {
  const fields = validateContact(input);
  await ctx.limits.consume(CONTACT_ADDRESS_LIMIT, ctx.address);
  await ctx.limits.consume(CONTACT_EMAIL_LIMIT, fields.email.toLowerCase());
  const stored = ctx.em.create(ContactMessage, { ...fields, user: ctx.viewer, createdAt: ctx.now() });
  await ctx.em.flush();
  const { mailer, mailFrom, supportEmail } = ctx.services;
  try {
    await mailer.send({
      ...renderContactEmail(fields, { id: stored.id, username: ctx.viewer?.username ?? null }),
      from: mailFrom,
      to: supportEmail,
      messageId: `<contact.${stored.id}@${mailDomain(mailFrom)}>`,
      headers: { 'Reply-To': fields.email },
    });
    stored.emailedAt = ctx.now();
    await ctx.em.flush();
  } catch (error) {
    logger.error(`Contact message ${stored.id} is stored but was not emailed to ${supportEmail}`, error);
  }
  return CONTACT_RECEIVED;
}

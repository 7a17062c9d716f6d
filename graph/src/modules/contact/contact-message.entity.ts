import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** A message sent through the contact form: kept, and emailed to the support address. */
export class ContactMessage {
  id!: number;
  name!: string;
  email!: string;
  subject!: string;
  message!: string;
  /** The signed-in reader who sent it, if any. */
  user: User | null = null;
  createdAt: Date = new Date();
  /** When the mail server (or the outbox) took the email to the support address; null until then. */
  emailedAt: Date | null = null;
}

export const ContactMessageSchema = defineEntity({
  class: ContactMessage,
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    email: p.string().length(320),
    subject: p.string().length(150),
    message: p.text().check('char_length(message) <= 5000'),
    user: p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    emailedAt: p.datetime().nullable(),
  },
});

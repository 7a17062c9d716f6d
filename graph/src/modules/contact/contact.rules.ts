import { BadInputError } from '../../lib/errors.js';
import { validEmail } from '../user/user.rules.js';
import { CONTACT_LIMITS } from './contact.limits.js';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function required(raw: string | null | undefined, label: string, max: number): string {
  const text = (raw ?? '').trim();
  if (!text) throw new BadInputError(`${label} is required`);
  if (text.length > max) throw new BadInputError(`${label} must be at most ${max.toLocaleString('en-US')} characters`);
  return text;
}

/** The contact form's rules: every field required and trimmed, a valid email, each within CONTACT_LIMITS. */
export function validateContact(input: Partial<Record<keyof ContactFields, string | null>>): ContactFields {
  return {
    name: required(input.name, 'Name', CONTACT_LIMITS.name),
    email: validEmail(input.email ?? ''),
    // The subject becomes an email header: one line.
    subject: required(input.subject, 'Subject', CONTACT_LIMITS.subject).replace(/\s+/g, ' '),
    message: required(input.message, 'Message', CONTACT_LIMITS.message),
  };
}

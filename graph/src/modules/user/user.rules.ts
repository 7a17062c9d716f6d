import { BadInputError } from '../../lib/errors.js';
import { isCommonPassword } from './common-passwords.rules.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const BIO_MAX = 1000;
export const EMAIL_MAX = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export interface RegistrationFields {
  username: string;
  email: string;
  password: string;
}

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  bio?: string | null;
}

/** Checks an email address and returns it trimmed; 'Invalid email address' otherwise. */
export function validEmail(raw: string): string {
  const email = raw.trim();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw new BadInputError('Invalid email address');
  return email;
}

export const COMMON_PASSWORD = 'That password is one of the most common passwords. Choose one that is harder to guess.';

/** The sign-in form's rules: both fields are required; the first is a username or an email address. */
export function validateLogin(username: string | undefined, password: string | undefined): { username: string; password: string } {
  if (!username || !username.trim()) throw new BadInputError('Username or email is required');
  if (!password) throw new BadInputError('Password is required');
  return { username: username.trim(), password };
}

/** The registration rules of docs/product/accounts.md#registration, upper bounds included; returns the cleaned fields. */
export function validateRegistration(input: Partial<RegistrationFields>): RegistrationFields {
  const username = (input.username ?? '').trim();
  if (!username) throw new BadInputError('Username is required');
  if (username.length < USERNAME_MIN) throw new BadInputError('Username must be at least 3 characters');
  if (username.length > USERNAME_MAX) throw new BadInputError(`Username must be at most ${USERNAME_MAX} characters`);
  if (!USERNAME_PATTERN.test(username)) throw new BadInputError('Username may only contain letters, numbers, dots, dashes and underscores');
  const email = validEmail(input.email ?? '');
  const password = validNewPassword(input.password);
  return { username, email, password };
}

/**
 * The rules for every new password (registration, change, reset): 8–256 characters and not one of the common
 * passwords of common-passwords.rules.ts, in any letter case. Returns it unchanged (passwords are never trimmed).
 */
export function validNewPassword(raw: string | undefined | null): string {
  const password = raw ?? '';
  if (!password) throw new BadInputError('Password is required');
  if (password.length < PASSWORD_MIN) throw new BadInputError(`Password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw new BadInputError(`Password must be at most ${PASSWORD_MAX} characters`);
  if (isCommonPassword(password)) throw new BadInputError(COMMON_PASSWORD);
  return password;
}

function optionalText(value: string | null | undefined, label: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = value.trim();
  if (text.length > max) throw new BadInputError(`${label} must be at most ${max.toLocaleString('en-US')} characters`);
  return text === '' ? null : text;
}

/** Cleans a profile update: names and bio trimmed and bounded, email validated; absent fields stay unchanged. */
export function validateProfile(input: ProfileFields): ProfileFields {
  return {
    firstName: optionalText(input.firstName, 'First name', NAME_MAX),
    lastName: optionalText(input.lastName, 'Last name', NAME_MAX),
    bio: optionalText(input.bio, 'Bio', BIO_MAX),
    email: input.email === undefined || input.email === null ? undefined : validEmail(input.email),
  };
}

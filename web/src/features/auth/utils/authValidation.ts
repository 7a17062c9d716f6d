import type { LoginValues } from '../hooks/useLoginMutation';
import type { RegisterValues } from '../hooks/useRegisterMutation';

/** Username minimum 3, password minimum 8, as the server checks them (docs/product/accounts.md#registration). */
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 8;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login: both fields required (docs/product/errors.md#validation-texts). */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!values.username.trim()) errors.username = 'Username or email is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

/** Register: username of 3+ characters, a valid email, a password of 8+ characters (the server also refuses common ones) (docs/product/errors.md#validation-texts). */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (values.username.trim().length < USERNAME_MIN_LENGTH) errors.username = `Username must be at least ${USERNAME_MIN_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Invalid email address';
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(Boolean);
}

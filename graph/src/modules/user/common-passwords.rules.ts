import { dictionary } from '@zxcvbn-ts/language-common';

// The ~49,000 most common passwords from leaked password lists, as zxcvbn-ts ships them (MIT). Only those long enough
// to pass the length rule matter; they are compared ignoring case, since 'Password1' is guessed as soon as 'password1'.
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= 8).map((word) => word.toLowerCase()));
  return common;
}

/** True when the password is on the list of common passwords, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new account.' })
export class RegisterInput {
  @Field(() => String, { description: 'At least 3 characters: letters, numbers, dots, dashes and underscores.' })
  username!: string;

  @Field(() => String, { description: 'A valid email address.' })
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, and not one of the most common passwords.' })
  password!: string;
}

@InputType({ description: 'Sign-in credentials.' })
export class LoginInput {
  @Field(() => String, { description: 'The username or the email address (neither is case-sensitive).' })
  username!: string;

  @Field(() => String, { description: 'The password.' })
  password!: string;
}

@InputType({ description: 'Profile changes; fields left out stay as they are, empty text clears a field.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'First name, at most 100 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name, at most 100 characters.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'A valid email address not used by another account.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'A short biography, at most 1,000 characters.' })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: "The account's current password; needed only to change the email address." })
  currentPassword?: string | null;
}

@InputType({ description: 'A new password for the signed-in reader, with the current one.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  currentPassword!: string;

  @Field(() => String, { description: 'At least 8 characters, and not one of the most common passwords.' })
  newPassword!: string;
}

@InputType({ description: 'A new password set through a reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset link.' })
  token!: string;

  @Field(() => String, { description: 'At least 8 characters, and not one of the most common passwords.' })
  password!: string;
}

import { defineEntity, p } from '@mikro-orm/core';
import { Node } from '../../lib/node-interface.js';
import { Field, ObjectType, Int } from 'type-graphql';

/** A reader with an account. The password hash never leaves the server. */
@ObjectType({ implements: Node, description: 'A reader with an account.' })
export class User {
  @Field(() => Int, { name: 'databaseId', description: "The user's numeric id." })
  id!: number;

  @Field(() => String, { description: 'The name the user signs in with and is shown by; it cannot be changed.' })
  username!: string;

  email!: string;
  passwordHash!: string;

  @Field(() => String, { nullable: true, description: 'First name, when given.' })
  firstName: string | null = null;

  @Field(() => String, { nullable: true, description: 'Last name, when given.' })
  lastName: string | null = null;

  @Field(() => String, { nullable: true, description: 'A short biography, when given.' })
  bio: string | null = null;

  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const UserSchema = defineEntity({
  class: User,
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(64),
    email: p.string().length(320),
    passwordHash: p.text().hidden(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    bio: p.text().nullable().check('char_length(bio) <= 1000'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'users_username_lower_unique', expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))' },
    { name: 'users_email_lower_unique', expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))' },
  ],
});

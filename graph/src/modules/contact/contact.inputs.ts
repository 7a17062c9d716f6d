import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A message for the Paperlight team, from the contact form.' })
export class ContactMessageInput {
  @Field(() => String, { description: 'Your name, at most 100 characters.' })
  name!: string;

  @Field(() => String, { description: 'The address the reply goes to.' })
  email!: string;

  @Field(() => String, { description: 'At most 150 characters.' })
  subject!: string;

  @Field(() => String, { description: 'At most 5,000 characters.' })
  message!: string;
}

import { Field, InputType } from 'type-graphql';
import { ApiKeyScope } from './api-key.enums.js';

@InputType({ description: 'A new API key: its name and what it may do.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'A name to recognise the key by, such as the program that uses it (up to 80 characters).' })
  name!: string;

  @Field(() => [ApiKeyScope], { description: 'What the key may do; at least one.' })
  scopes!: ApiKeyScope[];
}

import { Field, ObjectType } from 'type-graphql';
import { ApiKey } from './api-key.entity.js';

@ObjectType({ description: 'A key just created, with its secret.' })
export class CreateApiKeyPayload {
  @Field(() => String, {
    description: 'The secret to send as `Authorization: Bearer <secret>`. It is shown this once: Paperlight keeps only its hash.',
  })
  secret!: string;

  @Field(() => ApiKey, { description: 'The key as listings show it.' })
  apiKey!: ApiKey;
}

import { Field, ObjectType } from 'type-graphql';
import { Webhook } from './webhook.entity.js';

@ObjectType({ description: 'A webhook just registered, with its signing secret.' })
export class CreateWebhookPayload {
  @Field(() => String, {
    description:
      'The secret that signs every delivery (Paperlight-Signature, HMAC-SHA256). It is shown this once: keep it with the receiving program.',
  })
  secret!: string;

  @Field(() => Webhook, { description: 'The webhook as listings show it.' })
  webhook!: Webhook;
}

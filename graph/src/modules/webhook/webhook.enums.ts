import { registerEnumType } from 'type-graphql';

/** Where one delivery stands; values are what is stored. */
export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Not accepted yet: being sent, or waiting for its next try (tries go on for 24 hours).' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every try for 24 hours failed, or the endpoint was disabled or deleted meanwhile.' },
  },
});

import { createIngestingActivities, type IngestingDeps } from './ingesting.js';
import { createMailingActivities, type MailingDeps } from './mailing.js';
import { createReaskingActivities, type ReaskingDeps } from './reasking.js';
import { createRecheckingActivities } from './rechecking.js';
import { createSummarisingActivities, type SummarisingDeps } from './summarising.js';
import { createWebhookActivities, type WebhookDeps } from './webhooks.js';

export type ActivityDeps = IngestingDeps & SummarisingDeps & ReaskingDeps & MailingDeps & WebhookDeps;

/** Every activity the worker registers, bound to its dependencies (ORM, source clients, summary provider and re-ask budget, mailer, webhook poster). */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createIngestingActivities(deps),
    ...createSummarisingActivities(deps),
    ...createReaskingActivities(deps),
    ...createMailingActivities(deps),
    ...createRecheckingActivities(deps),
    ...createWebhookActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;

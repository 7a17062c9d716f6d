import { createIngestingActivities, type IngestingDeps } from './ingesting.js';
import { createMailingActivities, type MailingDeps } from './mailing.js';
import { createRecheckingActivities } from './rechecking.js';
import { createSummarisingActivities, type SummarisingDeps } from './summarising.js';

export type ActivityDeps = IngestingDeps & SummarisingDeps & MailingDeps;

/** Every activity the worker registers, bound to its dependencies (ORM, source clients, summary provider, mailer). */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createIngestingActivities(deps),
    ...createSummarisingActivities(deps),
    ...createMailingActivities(deps),
    ...createRecheckingActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;

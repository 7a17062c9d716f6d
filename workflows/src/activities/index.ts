import { createIngestingActivities, type IngestingDeps } from './ingesting.js';
import { createSummarisingActivities, type SummarisingDeps } from './summarising.js';

export type ActivityDeps = IngestingDeps & SummarisingDeps;

/** Every activity the worker registers, bound to its dependencies (ORM, source clients, summary provider). */
export function createActivities(deps: ActivityDeps) {
  return { ...createIngestingActivities(deps), ...createSummarisingActivities(deps) };
}

export type Activities = ReturnType<typeof createActivities>;

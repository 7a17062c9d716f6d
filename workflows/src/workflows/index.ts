export { backfill } from './backfill.js';
export { digestTick } from './digest-tick.js';
export { ingestSource } from './ingest-source.js';
export { sendDigest } from './send-digest.js';
export { summariseArticle } from './summarise-article.js';
export { refreshStatuses } from './refresh-statuses.js';
export { deliverWebhook } from './deliver-webhook.js';
export { reaskOfflineSummaries } from './reask-offline-summaries.js';

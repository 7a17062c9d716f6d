import type { Env } from '../../config/env.js';
import { logger } from '../../lib/logger.js';
import { LocalSummariser } from './local-summariser.js';
import type { Summariser } from './summariser.js';

/** Picks the summary provider from the environment: the offline local summariser unless an AI provider is configured. */
export function createSummariser(env: Pick<Env, 'openaiApiKey'>): Summariser {
  if (env.openaiApiKey) {
    logger.warn('OPENAI_API_KEY is set, but summaries in this process come from the local summariser; AI summaries are written by the ingestion worker.');
  } else {
    logger.info('No OPENAI_API_KEY: summaries come from the local extractive summariser (provider "local").');
  }
  return new LocalSummariser();
}

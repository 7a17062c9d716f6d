import type { Env } from '../../config/env.js';
import { logger } from '../../lib/logger.js';
import { LocalSummariser } from './local-summariser.service.js';
import { OpenAiSummariser } from './openai-summariser.service.js';
import type { Summariser } from './summariser.types.js';

/**
 * Picks the summary provider from the environment: OpenAI (or the OpenAI-compatible server at OPENAI_BASE_URL, with
 * OPENAI_MODEL) when OPENAI_API_KEY is set, otherwise the offline local summariser. Logs which one it picked.
 */
export function createSummariser(env: Pick<Env, 'openaiApiKey' | 'openaiBaseUrl' | 'openaiModel'>): Summariser {
  if (env.openaiApiKey) {
    logger.info(
      `Summaries come from the OpenAI-compatible API at ${env.openaiBaseUrl ?? 'https://api.openai.com/v1'} with model ${env.openaiModel} (provider "openai").`,
    );
    return new OpenAiSummariser({ apiKey: env.openaiApiKey, baseUrl: env.openaiBaseUrl, model: env.openaiModel });
  }
  logger.info('No OPENAI_API_KEY: summaries come from the local extractive summariser (provider "local").');
  return new LocalSummariser();
}

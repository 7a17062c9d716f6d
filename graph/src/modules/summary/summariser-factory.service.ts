import { logger } from '../../lib/logger.js';
import { createAiGateway, type AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { AiSummariser } from './ai-summariser.service.js';
import { LocalSummariser } from './local-summariser.service.js';
import type { Summariser } from './summariser.types.js';

/**
 * Picks the summary provider: the AI model behind the process's gateway (OPENAI_API_KEY, with OPENAI_BASE_URL and
 * OPENAI_MODEL) when there is one, otherwise the offline local summariser. Logs which one it picked.
 */
export function createSummariser(env: Parameters<typeof createAiGateway>[0], gateway: AiGateway | null = createAiGateway(env)): Summariser {
  if (gateway) {
    logger.info(
      `Summaries come from the OpenAI-compatible API at ${gateway.baseUrl ?? 'https://api.openai.com/v1'} with model ${gateway.model} (provider "${gateway.provider}"); a paper whose AI summary fails its checks gets the offline summary.`,
    );
    return new AiSummariser(gateway);
  }
  logger.info('No OPENAI_API_KEY: summaries come from the local extractive summariser (provider "local").');
  return new LocalSummariser();
}

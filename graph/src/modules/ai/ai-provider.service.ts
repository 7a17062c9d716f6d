import type { Env } from '../../config/env.js';
import { LocalAiProvider } from './ai-local-provider.service.js';
import { createAiGateway, type AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { ModelAiProvider } from './ai-model-provider.service.js';
import type { AiProvider } from './ai-provider.types.js';

/**
 * Picks the provider of the clinical takeaway and questions: the AI model behind the process's gateway (the
 * environment the summaries use: OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL) when there is one; otherwise the
 * offline implementation.
 */
export function createAiProvider(
  env: Pick<Env, 'openaiApiKey' | 'openaiBaseUrl' | 'openaiModel' | 'aiTimeoutMs' | 'aiConcurrency'>,
  gateway: AiGateway | null = createAiGateway(env),
): AiProvider {
  return gateway ? new ModelAiProvider(gateway) : new LocalAiProvider();
}

/** One line for the start-up log saying where AI answers come from. */
export function describeAiProvider(provider: AiProvider): string {
  return provider.offline
    ? 'No OPENAI_API_KEY: clinical takeaways and questions are answered offline from the abstract (provider "local").'
    : `Clinical takeaways and questions come from model ${provider.model} (provider "${provider.provider}").`;
}

import type { Env } from '../../config/env.js';
import { LocalAiProvider } from './ai-local-provider.service.js';
import { OpenAiProvider } from './ai-openai-provider.service.js';
import type { AiProvider } from './ai-provider.types.js';

/**
 * Picks the provider of the clinical takeaway and questions from the environment the summaries use: OpenAI, or the
 * OpenAI-compatible server at OPENAI_BASE_URL (Ollama, vLLM) with OPENAI_MODEL, when OPENAI_API_KEY is set; otherwise
 * the offline implementation.
 */
export function createAiProvider(env: Pick<Env, 'openaiApiKey' | 'openaiBaseUrl' | 'openaiModel'>): AiProvider {
  if (env.openaiApiKey) return new OpenAiProvider({ apiKey: env.openaiApiKey, baseUrl: env.openaiBaseUrl, model: env.openaiModel });
  return new LocalAiProvider();
}

/** One line for the start-up log saying where AI answers come from. */
export function describeAiProvider(provider: AiProvider): string {
  return provider.offline
    ? 'No OPENAI_API_KEY: clinical takeaways and questions are answered offline from the abstract (provider "local").'
    : `Clinical takeaways and questions come from model ${provider.model} (provider "${provider.provider}").`;
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppServices } from '../src/app-services.js';
import { createContext } from '../src/context.js';
import type { RateLimits } from '../src/lib/rate-limits/rate-limits.js';
import type { AiProvider, ProviderReply, QuestionRequest, TakeawayRequest } from '../src/modules/ai/ai-provider.types.js';
import { AiUnavailableError } from '../src/modules/ai/ai.errors.js';
import { readPaper } from '../src/modules/ai/ai-paper.service.js';
import { occursInAbstract, verifyQuotes } from '../src/modules/ai/ai-quotes.rules.js';
import { answerFromPaper } from '../src/modules/ai/ama.service.js';
import { takeawayOf } from '../src/modules/ai/takeaway.service.js';
import { OFF_TOPIC_QUESTIONS, ON_TOPIC_QUESTIONS } from '../src/modules/ai/test/questions.js';
import type { Article } from '../src/modules/article/article.entity.js';
import type { User } from '../src/modules/user/user.entity.js';

/** What one provider did over the library. */
export interface QualityTally {
  provider: string;
  model: string;
  articles: number;
  seconds: number;
  onTopic: { asked: number; answered: number; partly: number; notInAbstract: number };
  /** Quotes shown to readers, and how many occur word for word in the stored abstract. */
  quotesShown: number;
  quotesVerbatim: number;
  offTopic: { asked: number; notInAbstract: number };
  /** Quotes the provider itself offered, before Paperlight's checks, and how many passed verification. */
  providerQuotesOffered: number;
  providerQuotesVerified: number;
  /** Answers and takeaways a model wrote that failed the checks twice and were replaced by the offline ones. */
  answerFallbacks: number;
  /** Questions and takeaways the provider could not answer after its retries: the reader is told to try again, nothing is shown. */
  answersUnavailable: number;
  takeawaysUnavailable: number;
  takeaways: number;
  takeawayFallbacks: number;
  keyNumbersShown: number;
  keyNumbersVerbatim: number;
  tokens: number;
}

/** Wraps a provider to count the quotes it offers before any check, as a model's own accuracy. */
class QuoteCountingProvider implements AiProvider {
  offered = 0;
  verified = 0;
  tokens = 0;

  constructor(private readonly inner: AiProvider) {}

  get provider(): string {
    return this.inner.provider;
  }

  get model(): string {
    return this.inner.model;
  }

  get offline(): boolean {
    return this.inner.offline;
  }

  takeawayTokenCeiling(request: TakeawayRequest): number {
    return this.inner.takeawayTokenCeiling(request);
  }

  answerTokenCeiling(request: QuestionRequest): number {
    return this.inner.answerTokenCeiling(request);
  }

  async draftTakeaway(request: TakeawayRequest): Promise<ProviderReply> {
    const reply = await this.inner.draftTakeaway(request);
    this.tokens += reply.usage.totalTokens;
    return reply;
  }

  async answerQuestion(request: QuestionRequest): Promise<ProviderReply> {
    const reply = await this.inner.answerQuestion(request);
    this.tokens += reply.usage.totalTokens;
    const quotes = (reply.output as { quotes?: unknown } | null)?.quotes;
    if (Array.isArray(quotes)) {
      const strings = quotes.filter((quote): quote is string => typeof quote === 'string');
      const check = verifyQuotes(strings, request.paper);
      this.offered += check.offered;
      this.verified += check.verbatim;
    }
    return reply;
  }
}

/** The call's result, or null when the provider could not answer and the reader would be asked to try again (HTTP 503). */
async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AiUnavailableError) return null;
    throw error;
  }
}

export interface QualityRun {
  orm: MikroORM;
  limits: RateLimits;
  services: AppServices;
  reader: User;
  articles: Article[];
  provider: AiProvider;
  /** Questions of each kind put about each article (about the paper, off-topic); all of them when absent. */
  questionsPerKind?: number;
}

/**
 * Puts every question of the benchmark to one provider through the same answering and checking the API uses (the
 * gate and the per-minute limit aside, which would only slow a benchmark down), and writes each article's takeaway.
 */
export async function measureQuality({
  orm,
  limits,
  services,
  reader,
  articles,
  provider,
  questionsPerKind,
}: QualityRun): Promise<QualityTally> {
  const counting = new QuoteCountingProvider(provider);
  const tally: QualityTally = {
    provider: provider.provider,
    model: provider.model,
    articles: articles.length,
    seconds: 0,
    onTopic: { asked: 0, answered: 0, partly: 0, notInAbstract: 0 },
    quotesShown: 0,
    quotesVerbatim: 0,
    offTopic: { asked: 0, notInAbstract: 0 },
    providerQuotesOffered: 0,
    providerQuotesVerified: 0,
    answerFallbacks: 0,
    answersUnavailable: 0,
    takeawaysUnavailable: 0,
    takeaways: 0,
    takeawayFallbacks: 0,
    keyNumbersShown: 0,
    keyNumbersVerbatim: 0,
    tokens: 0,
  };
  const started = performance.now();
  for (const article of articles) {
    const ctx = createContext({ orm, services: { ...services, ai: counting }, limits }, { viewer: reader });
    const paper = await readPaper(ctx, article);
    const titleQuestion = `What does it say about ${article.title.split(/\s+/).slice(0, 5).join(' ')}?`;
    for (const question of [...ON_TOPIC_QUESTIONS, titleQuestion].slice(0, questionsPerKind)) {
      const answer = await unlessUnavailable(() => answerFromPaper(ctx, reader, paper, question));
      if (!answer) {
        tally.answersUnavailable += 1;
        continue;
      }
      tally.onTopic.asked += 1;
      tally.onTopic[answer.coverage] += 1;
      tally.quotesShown += answer.quotes.length;
      tally.quotesVerbatim += answer.quotes.filter((quote) => occursInAbstract(quote, article.abstract)).length;
      if (answer.fallbackNotice) tally.answerFallbacks += 1;
    }
    for (const question of OFF_TOPIC_QUESTIONS.slice(0, questionsPerKind)) {
      const answer = await unlessUnavailable(() => answerFromPaper(ctx, reader, paper, question));
      if (!answer) {
        tally.answersUnavailable += 1;
        continue;
      }
      tally.offTopic.asked += 1;
      if (answer.coverage === 'notInAbstract') tally.offTopic.notInAbstract += 1;
      tally.quotesShown += answer.quotes.length;
      tally.quotesVerbatim += answer.quotes.filter((quote) => occursInAbstract(quote, article.abstract)).length;
    }
    const takeaway = await unlessUnavailable(() => takeawayOf(ctx, reader, article));
    if (!takeaway) {
      tally.takeawaysUnavailable += 1;
      continue;
    }
    tally.takeaways += 1;
    if (takeaway.fallbackNotice) tally.takeawayFallbacks += 1;
    tally.keyNumbersShown += takeaway.keyNumbers.length;
    tally.keyNumbersVerbatim += takeaway.keyNumbers.filter((item) => occursInAbstract(item, article.abstract)).length;
  }
  tally.seconds = (performance.now() - started) / 1000;
  tally.providerQuotesOffered = counting.offered;
  tally.providerQuotesVerified = counting.verified;
  tally.tokens = counting.tokens;
  return tally;
}

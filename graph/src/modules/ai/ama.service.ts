import type { AppContext } from '../../context.js';
import { BadInputError } from '../../lib/errors.js';
import { assertPremiumAccess } from '../membership/membership.service.js';
import { attemptChecked } from './ai-attempts.service.js';
import type { User } from '../user/user.entity.js';
import type { AnswerCoverage } from './ai.enums.js';
import type { PaperText } from './ai-provider.types.js';
import { QUESTION_RATE_LIMIT } from './ai.limits.js';
import { LOCAL_ANSWER_MODEL } from './ai-local-provider.service.js';
import { assertAiMayUse } from '../status/article-status.errors.js';
import { readPaper, resolveArticle, type ArticleRef } from './ai-paper.service.js';
import { createCanary } from './ai-prompts.render.js';
import { AMA_REFUSAL, FALLBACK_ANSWER_NOTICE, NOT_IN_ABSTRACT, QUESTION_MAX_LENGTH } from './ai-messages.render.js';
import { checkAnswer, type CheckedAnswer } from './ama-check.rules.js';
import { answerFromAbstract } from './ama-local.service.js';
import { ArticleAnswer } from './ama.types.js';

export interface AskInput extends ArticleRef {
  question: string;
}

const NO_ABSTRACT_NOTICE = 'Paperlight has no abstract for this paper, so there is nothing to answer from.';

/** The question trimmed; blank or over 500 characters is BadInputError. */
export function readQuestion(raw: unknown): string {
  const question = typeof raw === 'string' ? raw.trim() : '';
  if (question === '') throw new BadInputError('Please enter a question.');
  if (question.length > QUESTION_MAX_LENGTH) throw new BadInputError(`Questions can be at most ${QUESTION_MAX_LENGTH} characters.`);
  return question;
}

/**
 * Answers a reader's question about a stored article (by id, or by its exact title and abstract) from its title and
 * abstract only, for a reader with Premium. The provider's answer is checked against its schema and the abstract:
 * every quote must occur word for word in the abstract, links to other hosts are removed, and an answer that gives away
 * the rules or that no verified quote supports is regenerated once, then replaced by the offline answer (labelled).
 * A question the abstract does not answer is answered 'The abstract does not say.'
 *
 * Throws UNAUTHENTICATED, FORBIDDEN with the Premium Feature sentence, BadInputError (blank or over 500 characters),
 * RateLimitedError (too many questions, or the daily allowance spent; checked before any provider call),
 * NotFoundError for an unknown article, CONFLICT for a retracted or withdrawn paper, AiUnavailableError when the
 * provider cannot answer. Side effects: counts the
 * question against the reader's rate limit and daily allowance (questions and tokens).
 */
export async function askAboutArticle(ctx: AppContext, input: AskInput): Promise<ArticleAnswer> {
  const viewer = await assertPremiumAccess(ctx, AMA_REFUSAL);
  const question = readQuestion(input.question);
  await ctx.limits.consume(QUESTION_RATE_LIMIT, `reader:${viewer.id}`);
  const article = await resolveArticle(ctx, input);
  assertAiMayUse(article, 'answer');
  return answerFromPaper(ctx, viewer, await readPaper(ctx, article), question);
}

/**
 * The answering behind askAboutArticle, once the reader, question and article are settled: asks the provider within
 * the reader's daily allowance, checks the answer (regenerating once) and falls back to the offline answer. Throws
 * RateLimitedError when the allowance is spent and AiUnavailableError when the provider cannot answer; updates the
 * reader's allowance.
 */
export async function answerFromPaper(ctx: AppContext, viewer: User, paper: PaperText, question: string): Promise<ArticleAnswer> {
  const provider = ctx.services.ai;
  const reply = (checked: CheckedAnswer, made: { provider: string; model: string; notice?: string | null }): ArticleAnswer =>
    Object.assign(new ArticleAnswer(), {
      articleId: paper.articleId,
      question,
      coverage: checked.coverage as AnswerCoverage,
      answer: checked.answer,
      quotes: checked.quotes,
      provider: made.provider,
      model: made.model,
      answeredAt: ctx.now(),
      fallbackNotice: made.notice ?? null,
    });
  const notInAbstract: CheckedAnswer = { coverage: 'notInAbstract', answer: NOT_IN_ABSTRACT, quotes: [] };
  if (paper.sentences.length === 0)
    return reply(notInAbstract, { provider: 'local', model: LOCAL_ANSWER_MODEL, notice: NO_ABSTRACT_NOTICE });

  const request = { paper, question, canary: createCanary() };
  const attempts = await attemptChecked(ctx, viewer, {
    task: 'answer',
    articleId: paper.articleId,
    allowance: { questions: 1, takeaways: 0, tokens: provider.answerTokenCeiling(request) },
    call: () => provider.answerQuestion(request),
    check: (output) => checkAnswer(output, paper, provider.offline ? null : request.canary, question),
  });
  if (attempts.passed) return reply(attempts.passed.value, { provider: provider.provider, model: attempts.passed.model });
  const local = checkAnswer(answerFromAbstract(paper, question), paper, null, question);
  const notice = provider.offline ? null : FALLBACK_ANSWER_NOTICE;
  return reply(local.ok ? local.value : notInAbstract, { provider: 'local', model: LOCAL_ANSWER_MODEL, notice });
}

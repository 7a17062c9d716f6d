import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { parseGlobalIdArg } from '../../lib/global-ids.js';
import { DateTime } from '../../lib/scalars.js';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { getAiAllowance } from './ai-budget.service.js';
import { askAboutArticle } from './ama.service.js';
import { ArticleAnswer } from './ama.types.js';
import { ClinicalTakeaway } from './takeaway.entity.js';
import { generateClinicalTakeaway } from './takeaway.service.js';

@ObjectType('AiAllowance', { description: "The viewer's daily allowance for the AI features, counted per UTC day." })
export class AiAllowance {
  @Field(() => Int, { description: 'Questions a reader may ask a day.' })
  questionsPerDay!: number;

  @Field(() => Int, { description: 'Questions asked today.' })
  questionsUsed!: number;

  @Field(() => Int, { description: 'AI tokens a reader may use a day, as the provider counts them.' })
  tokensPerDay!: number;

  @Field(() => Int, { description: 'AI tokens used today (including calls still running).' })
  tokensUsed!: number;

  @Field(() => DateTime, { description: 'When the allowance renews: the next midnight UTC.' })
  renewsAt!: Date;
}

@Resolver()
export class AiResolver {
  @Authorized()
  @Mutation(() => ClinicalTakeaway, {
    description:
      "The article's clinical takeaway, generated on first request and kept (later requests answer the kept one). Requires Premium.",
  })
  generateClinicalTakeaway(
    @Arg('articleId', () => ID, { description: 'The article to sum up.' }) articleId: string,
    @Ctx() ctx: AppContext,
  ): Promise<ClinicalTakeaway> {
    return generateClinicalTakeaway(ctx, { articleId: parseGlobalIdArg(articleId, 'Article', 'articleId') });
  }

  @Authorized()
  @Mutation(() => ArticleAnswer, {
    description:
      'Answers a question about one article from its title and abstract only, quoting the sentences it relies on. Requires Premium.',
  })
  askAboutArticle(
    @Arg('articleId', () => ID, { description: 'The article asked about.' }) articleId: string,
    @Arg('question', () => String, { description: 'The question: trimmed, 1 to 500 characters.' }) question: string,
    @Ctx() ctx: AppContext,
  ): Promise<ArticleAnswer> {
    return askAboutArticle(ctx, { articleId: parseGlobalIdArg(articleId, 'Article', 'articleId'), question });
  }

  @Authorized()
  @Query(() => AiAllowance, { description: "The viewer's AI allowance today. Requires sign-in." })
  aiAllowance(@Ctx() ctx: AppContext): Promise<AiAllowance> {
    return getAiAllowance(ctx, requireViewer(ctx, 'READ'));
  }
}

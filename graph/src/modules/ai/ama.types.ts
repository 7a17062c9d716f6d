import { Field, ID, ObjectType, UseMiddleware } from 'type-graphql';
import { asGlobalId } from '../../lib/global-ids.js';
import { DateTime } from '../../lib/scalars.js';
import { AnswerCoverage } from './ai.enums.js';
import { OFFLINE_ANSWER_NOTICE } from './ai-messages.render.js';

/** An answer to a reader's question about one article, drawn from its title and abstract only. */
@ObjectType('ArticleAnswer', {
  description:
    "An answer to a reader's question about one article, drawn from its title and abstract only, with the sentences it relies on.",
})
export class ArticleAnswer {
  @Field(() => ID, { description: 'The article asked about.' })
  @UseMiddleware(asGlobalId('Article'))
  articleId!: number;

  @Field(() => String, { description: 'The question as answered (trimmed).' })
  question!: string;

  @Field(() => AnswerCoverage, { description: 'Whether the abstract answers the question: ANSWERED, PARTLY or NOT_IN_ABSTRACT.' })
  coverage!: AnswerCoverage;

  @Field(() => String, { description: "The answer in plain text; 'The abstract does not say.' when it does not." })
  answer!: string;

  @Field(() => [String], { description: 'The abstract sentences the answer relies on, each exactly as the abstract writes it.' })
  quotes: string[] = [];

  @Field(() => String, { description: 'Who answered: `openai` for an OpenAI-compatible model, `local` for the offline answer.' })
  provider!: string;

  @Field(() => String, { description: 'The model, or the offline method and its version.' })
  model!: string;

  @Field(() => DateTime, { description: 'When it was answered.' })
  answeredAt!: Date;

  /** Set when a model's answer failed the checks, or there was nothing to ask a model about. */
  fallbackNotice: string | null = null;

  @Field(() => Boolean, { description: 'True when no AI model wrote it (the offline answer).' })
  get offline(): boolean {
    return this.provider === 'local';
  }

  @Field(() => String, { nullable: true, description: 'How it was made, to show beside it when no AI model wrote it; else null.' })
  get notice(): string | null {
    return this.fallbackNotice ?? (this.offline ? OFFLINE_ANSWER_NOTICE : null);
  }

  @Field(() => String, {
    description: 'The whole answer as plain text: the answer, the quoted sentences and any notice (the REST answer).',
  })
  get response(): string {
    const parts = [this.answer];
    const unquoted = this.quotes.filter((quote) => !this.answer.includes(quote));
    if (unquoted.length) parts.push(`From the abstract:\n${unquoted.map((quote) => `“${quote}”`).join('\n')}`);
    if (this.notice) parts.push(this.notice);
    return parts.join('\n\n');
  }
}

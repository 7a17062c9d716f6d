import { defineEntity, p } from '@mikro-orm/core';
import { asGlobalId } from '../../lib/global-ids.js';
import { DateTime } from '../../lib/scalars.js';
import { Field, ID, Int, ObjectType, UseMiddleware } from 'type-graphql';
import { Article } from '../article/article.entity.js';
import { EvidenceLevel } from './ai.enums.js';
import { OFFLINE_TAKEAWAY_NOTICE, TAKEAWAY_DISCLAIMER } from './ai-messages.render.js';
import { formatTakeaway } from './takeaway.render.js';

/** A clinical takeaway of one article, generated once per article and provider and kept. */
@ObjectType('ClinicalTakeaway', {
  description:
    'A clinical takeaway of one article, drawn from its title and abstract only. Generated once per article and provider, then kept.',
})
export class ClinicalTakeaway {
  id?: number;
  article!: Article;

  @Field(() => String, { description: 'One or two sentences: what the study found, as its abstract states it.' })
  bottomLine!: string;

  @Field(() => String, { nullable: true, description: 'Who was studied; null when the abstract does not say.' })
  population: string | null = null;

  @Field(() => String, { nullable: true, description: 'The intervention or exposure; null when the abstract names none.' })
  intervention: string | null = null;

  @Field(() => String, { nullable: true, description: 'What the intervention was compared with; null when the abstract names nothing.' })
  comparison: string | null = null;

  @Field(() => String, { nullable: true, description: 'The outcomes measured; null when the abstract does not say.' })
  outcome: string | null = null;

  @Field(() => String, { description: "The study design as the abstract names it, or 'not stated'." })
  studyDesign = 'not stated';

  @Field(() => EvidenceLevel, { description: 'The Oxford CEBM (2011) level of evidence of the design.' })
  levelOfEvidence: EvidenceLevel = EvidenceLevel.NOT_STATED;

  @Field(() => Int, { nullable: true, description: 'How many participants (or studies, for a review) when the abstract states it.' })
  sampleSize: number | null = null;

  @Field(() => String, { nullable: true, description: 'What sampleSize counts, e.g. "patients" or "studies".' })
  sampleUnit: string | null = null;

  @Field(() => [String], { description: 'Key results with their numbers, each as the abstract writes it.' })
  keyNumbers: string[] = [];

  @Field(() => [String], {
    description: 'Limits to weigh: preprint not peer reviewed, observational design, small sample, surrogate outcomes.',
  })
  caveats: string[] = [];

  @Field(() => String, { description: 'Who wrote it: `openai` for an OpenAI-compatible model, `local` for the offline assembly.' })
  provider!: string;

  @Field(() => String, { description: 'The model, or the offline method and its version.' })
  model!: string;

  @Field(() => DateTime, { description: 'When it was generated.' })
  generatedAt: Date = new Date();

  /** Fingerprint of the title and abstract it was drawn from: a changed abstract makes it stale. */
  sourceHash!: string;

  /** Set when a model's takeaway failed the checks and this one was assembled offline instead; never stored. */
  fallbackNotice: string | null = null;

  @Field(() => ID, { description: 'The article it is about.' })
  @UseMiddleware(asGlobalId('Article'))
  get articleId(): number {
    return this.article.id;
  }

  @Field(() => String, { description: 'The fixed reminder that the takeaway is not advice for an individual patient.' })
  get disclaimer(): string {
    return TAKEAWAY_DISCLAIMER;
  }

  @Field(() => Boolean, { description: 'True when no AI model wrote it (the offline assembly from the abstract).' })
  get offline(): boolean {
    return this.provider === 'local';
  }

  @Field(() => String, { nullable: true, description: 'How it was made, to show beside it when no AI model wrote it; else null.' })
  get notice(): string | null {
    return this.fallbackNotice ?? (this.offline ? OFFLINE_TAKEAWAY_NOTICE : null);
  }

  @Field(() => String, { description: 'The whole takeaway as plain text, one labelled line per part (the REST answer).' })
  get text(): string {
    return formatTakeaway(this);
  }
}

export const ClinicalTakeawaySchema = defineEntity({
  class: ClinicalTakeaway,
  tableName: 'clinical_takeaways',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: p.manyToOne(Article).deleteRule('cascade'),
    bottomLine: p.text(),
    population: p.text().nullable(),
    intervention: p.text().nullable(),
    comparison: p.text().nullable(),
    outcome: p.text().nullable(),
    studyDesign: p.string().length(120),
    levelOfEvidence: p.string().length(16).check("level_of_evidence in ('1', '2', '3', '4', '5', 'not stated')"),
    sampleSize: p.integer().nullable(),
    sampleUnit: p.string().length(60).nullable(),
    keyNumbers: p.json<string[]>(),
    caveats: p.json<string[]>(),
    provider: p.string().length(32),
    model: p.string().length(128),
    generatedAt: p.datetime(),
    sourceHash: p.string().length(64),
  },
  uniques: [{ name: 'clinical_takeaways_article_provider_unique', properties: ['article', 'provider'] }],
});

import { defineEntity, p } from '@mikro-orm/core';
import { Node } from '../../lib/node-interface.js';
import { DateTime } from '../../lib/scalars.js';
import { Field, Int, ObjectType } from 'type-graphql';
import type { AbstractSection } from '../ingestion/article-draft.types.js';
import { ARTICLE_STATUSES, ArticleStatus, Source, StudyDesign } from './article.enums.js';
import { SOURCE_CHECK } from './article-sources.types.js';
import { AbstractSectionType } from './article.types.js';

/** A research paper from one of the four sources, with its plain-language summary once one is written. */
@ObjectType({
  implements: Node,
  description: 'A research paper from one of the four sources, with its plain-language summary once one is written.',
})
export class Article {
  @Field(() => Int, {
    name: 'databaseId',
    description: "Paperlight's numeric id of the article, as REST paths and article links carry it.",
  })
  id!: number;

  @Field(() => Source, { description: 'The source the paper was read from.' })
  source!: Source;

  @Field(() => String, { description: "The source's own id: the PMID for PubMed, the DOI for medRxiv and PLOS, the record id for DOAJ." })
  externalId!: string;

  @Field(() => String, { description: "The paper's original title." })
  title!: string;

  @Field(() => String, { nullable: true, description: 'A plain-language version of the title, once a summary has been written.' })
  simplifiedTitle: string | null = null;

  @Field(() => String, {
    description: 'The original abstract as plain text; labelled sections are "LABEL: text" paragraphs. Empty when the source has none.',
  })
  abstract = '';

  @Field(() => [AbstractSectionType], { description: "The abstract's labelled sections, as the source structured it." })
  abstractSections: AbstractSection[] = [];

  @Field(() => String, { nullable: true, description: 'The plain-language summary; null until the summariser has written it.' })
  aiSummary: string | null = null;

  summaryProvider: string | null = null;
  summaryModel: string | null = null;
  summarisedAt: Date | null = null;
  summaryReadingGrade: number | null = null;
  summaryReadingDifficulty: number | null = null;
  summaryNumbersTraceable: boolean | null = null;
  summaryQualityFlag: string | null = null;
  /** The detailed level of the summary, for clinicians and researchers; null until written (and for older summaries). */
  detailedSummary: string | null = null;
  detailedSummaryReadingGrade: number | null = null;
  detailedSummaryReadingDifficulty: number | null = null;
  detailedSummaryNumbersTraceable: boolean | null = null;

  @Field(() => String, { description: 'Link to the paper at its source.' })
  sourceUrl!: string;

  @Field(() => String, { description: 'The journal or server that published the paper.' })
  journal!: string;

  @Field(() => String, { description: 'The authors as one display string, separated by commas.' })
  authors!: string;

  @Field(() => [String], { description: "The authors, one entry each, in the source's order." })
  authorList: string[] = [];

  @Field(() => DateTime, {
    description:
      'When the paper became public at its source (PubMed entrez date, medRxiv posting date, PLOS publication date, DOAJ record date).',
  })
  publishedDate!: Date;

  @Field(() => DateTime, { description: 'When Paperlight first stored the paper.' })
  createdAt: Date = new Date();

  updatedAt: Date = new Date();

  @Field(() => String, { nullable: true, description: 'The Digital Object Identifier, when the paper has one.' })
  doi: string | null = null;

  @Field(() => String, { nullable: true, description: 'The PubMed id, when the paper has one.' })
  pmid: string | null = null;

  @Field(() => Boolean, { description: 'True for preprints, which have not been peer reviewed.' })
  isPreprint = false;

  @Field(() => Boolean, { description: 'True when the paper was published after peer review; false for preprints.' })
  get peerReviewed(): boolean {
    return !this.isPreprint;
  }

  @Field(() => Boolean, { description: 'True when the full text is free to read.' })
  isOpenAccess = false;

  /** The source's own publication or article types, as it spells them. */
  publicationTypes: string[] = [];

  @Field(() => StudyDesign, {
    description: "The paper's study design, read from the source's own metadata first and the abstract's wording second.",
  })
  studyDesign: StudyDesign = StudyDesign.OTHER;

  @Field(() => String, {
    description: 'Which rule decided the study design, e.g. "PubMed type: Randomized Controlled Trial" or "wording: cohort study".',
  })
  studyDesignRule = 'not classified yet';

  @Field(() => Int, { nullable: true, description: 'How many people the study covered, when the abstract states it.' })
  sampleSize: number | null = null;

  @Field(() => [String], {
    description: "The source's own subject terms: MeSH descriptors, PLOS subjects, the medRxiv category, DOAJ subjects and keywords.",
  })
  subjects: string[] = [];

  @Field(() => ArticleStatus, {
    description: "The paper's standing after publication: the strongest status any notice naming it gives (see `notices`).",
  })
  status: ArticleStatus = ArticleStatus.ACTIVE;

  @Field(() => DateTime, {
    nullable: true,
    description: 'When Paperlight recorded the latest change of `status`; null while it never changed.',
  })
  statusChangedAt: Date | null = null;

  /** For a preprint, the DOI of its journal version once the preprint server names one. */
  publishedDoi: string | null = null;

  @Field(() => Int, { description: 'How many times the article page has been opened.' })
  viewCount = 0;

  @Field(() => Int, { description: 'How many comments the article has.' })
  commentCount = 0;
}

// Weighted like a reader searches: titles first, then the summary and abstract, then people and venue.
export const ARTICLE_SEARCH_VECTOR = [
  "setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')",
  "setweight(to_tsvector('english'::regconfig, coalesce(simplified_title, '')), 'A')",
  "setweight(to_tsvector('english'::regconfig, coalesce(ai_summary, '')), 'B')",
  "setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C')",
  "setweight(to_tsvector('english'::regconfig, coalesce(authors, '')), 'C')",
  "setweight(to_tsvector('english'::regconfig, coalesce(journal, '')), 'D')",
].join(' || ');

// The part of the text relevance is ranked on: small enough to be stored inline, so ranking never decompresses the
// abstract. Matching still uses the full vector above.
export const ARTICLE_RANK_VECTOR = [
  "setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')",
  "setweight(to_tsvector('english'::regconfig, coalesce(simplified_title, '')), 'A')",
  "setweight(to_tsvector('english'::regconfig, coalesce(ai_summary, '')), 'B')",
].join(' || ');

const STATUS_CHECK = `status in (${ARTICLE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

const STUDY_DESIGN_CHECK = `study_design in (${Object.values(StudyDesign)
  .map((design) => `'${design}'`)
  .join(', ')})`;

/**
 * Every stored property of an article, the one description of its columns: the entity, the feed's and the upsert's
 * column lists, and the REST presenter are all derived from it (see `article-shape.rules.ts`).
 */
export const ARTICLE_PROPERTIES = {
  id: p.integer().primary().autoincrement(),
  source: p.string().length(16).check(SOURCE_CHECK),
  externalId: p.string().length(255),
  title: p.text(),
  simplifiedTitle: p.text().nullable(),
  abstract: p.text().default(''),
  abstractSections: p.json<AbstractSection[]>().default('[]'),
  aiSummary: p.text().nullable(),
  summaryProvider: p.string().length(32).nullable(),
  summaryModel: p.string().length(128).nullable(),
  summarisedAt: p.datetime().nullable(),
  summaryReadingGrade: p.float().nullable(),
  summaryReadingDifficulty: p.float().nullable(),
  summaryNumbersTraceable: p.boolean().nullable(),
  summaryQualityFlag: p.text().nullable(),
  detailedSummary: p.text().nullable(),
  detailedSummaryReadingGrade: p.float().nullable(),
  detailedSummaryReadingDifficulty: p.float().nullable(),
  detailedSummaryNumbersTraceable: p.boolean().nullable(),
  sourceUrl: p.text(),
  journal: p.text().default(''),
  authors: p.text().default(''),
  authorList: p.json<string[]>().default('[]'),
  publishedDate: p.datetime(),
  createdAt: p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
  doi: p.string().length(255).nullable(),
  pmid: p.string().length(32).nullable(),
  isPreprint: p.boolean().default(false),
  isOpenAccess: p.boolean().default(false),
  subjects: p.json<string[]>().default('[]'),
  publicationTypes: p.json<string[]>().default('[]'),
  studyDesign: p.string().length(32).default(StudyDesign.OTHER).check(STUDY_DESIGN_CHECK),
  studyDesignRule: p.text().default('not classified yet'),
  sampleSize: p.integer().nullable().check('sample_size > 0'),
  status: p.string().length(32).default(ArticleStatus.ACTIVE).check(STATUS_CHECK),
  statusChangedAt: p.datetime().nullable(),
  publishedDoi: p.string().length(255).nullable(),
  viewCount: p.integer().default(0).check('view_count >= 0'),
  commentCount: p.integer().default(0).check('comment_count >= 0'),
  search: p.type('tsvector').columnType('tsvector').generated(`(${ARTICLE_SEARCH_VECTOR}) stored`).lazy(),
  searchRank: p.type('tsvector').columnType('tsvector').generated(`(${ARTICLE_RANK_VECTOR}) stored`).lazy(),
};

export const ArticleSchema = defineEntity({
  class: Article,
  tableName: 'articles',
  properties: ARTICLE_PROPERTIES,
  uniques: [
    { name: 'articles_source_external_id_unique', properties: ['source', 'externalId'] },
    { name: 'articles_doi_unique', properties: ['doi'] },
    { name: 'articles_pmid_unique', properties: ['pmid'] },
  ],
  indexes: [
    { name: 'articles_search_index', expression: 'create index "articles_search_index" on "articles" using gin ("search")' },
    {
      name: 'articles_published_date_index',
      expression: 'create index "articles_published_date_index" on "articles" ("published_date" desc, "id" desc)',
    },
    {
      name: 'articles_source_published_date_index',
      expression: 'create index "articles_source_published_date_index" on "articles" ("source", "published_date" desc, "id" desc)',
    },
    {
      name: 'articles_view_count_index',
      expression: 'create index "articles_view_count_index" on "articles" ("view_count" desc, "id" desc)',
    },
    {
      name: 'articles_created_at_index',
      expression: 'create index "articles_created_at_index" on "articles" ("created_at" desc, "id" desc)',
    },
    {
      name: 'articles_journal_published_date_index',
      expression: 'create index "articles_journal_published_date_index" on "articles" (lower("journal"), "published_date" desc, "id" desc)',
    },
    {
      name: 'articles_study_design_published_date_index',
      expression:
        'create index "articles_study_design_published_date_index" on "articles" ("study_design", "published_date" desc, "id" desc)',
    },
    {
      name: 'articles_status_published_date_index',
      expression:
        'create index "articles_status_published_date_index" on "articles" ("status", "published_date" desc, "id" desc) where "status" <> \'active\'',
    },
    {
      name: 'articles_shown_title_index',
      expression:
        'create index "articles_shown_title_index" on "articles" (lower(coalesce(nullif("simplified_title", \'\'), "title")), "id")',
    },
    {
      name: 'articles_published_day_index',
      expression: `create index "articles_published_day_index" on "articles" ((extract(epoch from date_trunc('day', published_date at time zone 'UTC'))::float8) desc, "id" desc)`,
    },
  ],
});

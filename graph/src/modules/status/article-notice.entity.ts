import { defineEntity, p } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { Article } from '../article/article.entity.js';
import { NOTICE_KINDS, NoticeKind } from './article-status.enums.js';
import { noticeUrl } from './article-status.rules.js';

/**
 * A notice about a paper (a retraction, a correction, an expression of concern), as any record that names it told
 * Paperlight: the paper's record, the notice's record, or both. It is kept by the identifiers it names, so it links to
 * the paper and to the notice's own record whenever either is stored, in whichever order they arrive.
 */
@ObjectType('ArticleNotice', {
  description: 'A retraction, correction or expression of concern about an article, as the sources record it.',
})
export class ArticleNotice {
  id!: number;

  @Field(() => NoticeKind, { description: 'What the notice does to the article.' })
  kind!: NoticeKind;

  /** `pmid:…` or `doi:…`: the paper's identifier the notice is kept under. */
  paperKey!: string;
  paperPmid: string | null = null;
  paperDoi: string | null = null;
  /** `pmid:…`, `doi:…`, or empty for a paper marked under a notice its record does not name. */
  noticeKey = '';

  @Field(() => String, { name: 'pmid', nullable: true, description: "The notice's own PubMed id, when known." })
  noticePmid: string | null = null;

  @Field(() => String, { name: 'doi', nullable: true, description: "The notice's own DOI, when known." })
  noticeDoi: string | null = null;

  /** The source's citation of the notice, when the paper's record gives one. */
  @Field(() => String, {
    nullable: true,
    description: 'The source\'s citation of the notice, e.g. "BMC Genomics. 2017 Aug 16;18(1):624", when the paper\'s record gives one.',
  })
  reference: string | null = null;

  /** When the notice appeared, as far as the records that named it tell. */
  @Field(() => DateTime, { nullable: true, description: 'When the notice appeared, as far as the records that name it tell.' })
  date: Date | null = null;
  /** The stored paper the notice is about, once it is stored. */
  article: Article | null = null;
  /** The notice's own stored record, once it is stored. */
  noticeArticle: Article | null = null;
  createdAt: Date = new Date();

  @Field(() => String, {
    nullable: true,
    description: "Where to read the notice: its PubMed page, else its DOI's address; null when the records do not name the notice.",
  })
  get url(): string | null {
    return noticeUrl({ pmid: this.noticePmid, doi: this.noticeDoi });
  }
}

export const ArticleNoticeSchema = defineEntity({
  class: ArticleNotice,
  tableName: 'article_notices',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p
      .string()
      .length(32)
      .check(`kind in (${NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    paperKey: p.string().length(300),
    paperPmid: p.string().length(32).nullable().index('article_notices_paper_pmid_index'),
    paperDoi: p.string().length(255).nullable().index('article_notices_paper_doi_index'),
    noticeKey: p.string().length(300).default(''),
    noticePmid: p.string().length(32).nullable().index('article_notices_notice_pmid_index'),
    noticeDoi: p.string().length(255).nullable().index('article_notices_notice_doi_index'),
    reference: p.text().nullable(),
    date: p.datetime().nullable(),
    article: p.manyToOne(Article).nullable().deleteRule('set null').index('article_notices_article_id_index'),
    noticeArticle: p.manyToOne(Article).nullable().deleteRule('set null').index('article_notices_notice_article_id_index'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  uniques: [{ name: 'article_notices_kind_paper_notice_unique', properties: ['kind', 'paperKey', 'noticeKey'] }],
});

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../lib/errors.js';
import type { Article } from '../article/article.entity.js';
import { getArticle } from '../article/article.service.js';
import { readSections } from '../../text/abstract-structure.js';
import { splitSentences } from '../../text/sentences.js';
import { findArticleIdByText, findFirstCategory } from './ai.queries.js';
import { ALWAYS_ALLOWED_HOSTS, hostOf } from './ai-output-safety.rules.js';
import type { PaperText } from './ai-provider.types.js';

/** Which article a call is about: its id, or its exact title and abstract (docs/product/ai.md#which-article). */
export interface ArticleRef {
  articleId?: string | number | null;
  title?: string | null;
  abstract?: string | null;
}

export const DEFAULT_CATEGORY = 'General Medicine';

/**
 * The stored article a call is about: by id when one is given, else the stored article with exactly the given title
 * and abstract. Text that matches no stored article is NotFoundError: nothing is ever generated from a caller's text.
 * A call naming neither is BadInputError. Reads only.
 */
export async function resolveArticle(ctx: { em: EntityManager; now: () => Date }, ref: ArticleRef): Promise<Article> {
  if (ref.articleId !== undefined && ref.articleId !== null && ref.articleId !== '') return getArticle(ctx, ref.articleId);
  if (typeof ref.title !== 'string' || typeof ref.abstract !== 'string' || ref.title.trim() === '') {
    throw new BadInputError('Say which article: give its articleId, or its title and abstract exactly as Paperlight shows them.');
  }
  const id = await findArticleIdByText(ctx.em, ref.title, ref.abstract);
  if (id === null) throw new NotFoundError('No article in Paperlight has this title and abstract.');
  return getArticle(ctx, id);
}

/** The article's title and abstract as the AI features read them, with its first category and the hosts links may use. */
export async function readPaper(ctx: { em: EntityManager; services: { publicUrl: string } }, article: Article): Promise<PaperText> {
  const category = (await findFirstCategory(ctx.em, article.id)) ?? DEFAULT_CATEGORY;
  return toPaperText(article, category, ctx.services.publicUrl);
}

/** The paper text of an article's stored fields: sentences split from the stored abstract, sections read from it. */
export function toPaperText(
  article: Pick<Article, 'id' | 'title' | 'abstract' | 'abstractSections' | 'isPreprint' | 'journal' | 'sourceUrl'>,
  category: string,
  publicUrl: string,
): PaperText {
  const allowedHosts = new Set(ALWAYS_ALLOWED_HOSTS);
  for (const link of [article.sourceUrl, publicUrl]) {
    const host = hostOf(link);
    if (host) allowedHosts.add(host);
  }
  return {
    articleId: article.id,
    title: article.title.replace(/\s+/g, ' ').trim(),
    abstract: article.abstract,
    sentences: splitSentences(article.abstract),
    sections: readSections(article.abstract, article.abstractSections),
    isPreprint: article.isPreprint,
    journal: article.journal,
    category,
    allowedHosts,
  };
}

/** A fingerprint of what a takeaway is drawn from; a kept takeaway whose fingerprint differs is stale. */
export function fingerprintPaper(paper: Pick<PaperText, 'title' | 'abstract' | 'isPreprint'>): string {
  return createHash('sha256')
    .update(JSON.stringify([paper.title, paper.abstract, paper.isPreprint]))
    .digest('hex');
}

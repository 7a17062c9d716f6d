import { defineEntity, p } from '@mikro-orm/core';
import { Article } from './article.entity.js';

/**
 * The moment a paper joined the library for readers: its first summary was stored. One row per article, numbered in
 * the order they were written, so live subscribers can read back the additions they missed while disconnected
 * (docs/product/following.md#live-new-papers).
 */
export class ArticleAddition {
  id!: number;
  article!: Article;
  addedAt: Date = new Date();
}

export const ArticleAdditionSchema = defineEntity({
  class: ArticleAddition,
  tableName: 'article_additions',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: p.manyToOne(Article).deleteRule('cascade').unique('article_additions_article_id_unique'),
    addedAt: p.datetime().defaultRaw('now()'),
  },
});

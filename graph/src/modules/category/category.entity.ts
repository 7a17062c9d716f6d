import { defineEntity, p } from '@mikro-orm/core';
import { Article } from '../article/article.entity.js';

/** A reader-facing topic such as Cardiology; articles get theirs from the source's subject terms. */
export class Category {
  id!: number;
  name!: string;
  slug!: string;
}

export const CategorySchema = defineEntity({
  class: Category,
  tableName: 'categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(64).unique('categories_name_unique'),
    slug: p.string().length(64).unique('categories_slug_unique'),
  },
});

/** The many-to-many link between articles and categories. */
export class ArticleCategory {
  article!: Article;
  category!: Category;
  /** The category's rank for this article: 0 is the best match. */
  position = 0;
}

export const ArticleCategorySchema = defineEntity({
  class: ArticleCategory,
  tableName: 'article_categories',
  properties: {
    article: p.manyToOne(Article).primary().deleteRule('cascade'),
    category: p.manyToOne(Category).primary().deleteRule('cascade').index('article_categories_category_id_index'),
    position: p.smallint().default(0),
  },
});

import { defineEntity, p } from '@mikro-orm/core';
import { Article } from '../article/article.entity.js';
import { User } from '../user/user.entity.js';
import { DigestDelivery } from './digest-delivery.entity.js';

/**
 * One paper a digest listed to one reader: written with the delivery record, in its transaction, and never sent to that
 * reader again (docs/product/digest.md#what-a-digest-holds).
 */
export class DigestSentArticle {
  user!: User;
  article!: Article;
  delivery!: DigestDelivery;
}

export const DigestSentArticleSchema = defineEntity({
  class: DigestSentArticle,
  tableName: 'digest_sent_articles',
  properties: {
    user: p.manyToOne(User).primary().deleteRule('cascade'),
    article: p.manyToOne(Article).primary().deleteRule('cascade'),
    delivery: p.manyToOne(DigestDelivery).deleteRule('cascade').index('digest_sent_articles_delivery_id_index'),
  },
});

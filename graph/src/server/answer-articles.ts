import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../context.js';
import { Article } from '../modules/article/article.entity.js';
import { Comment } from '../modules/comment/comment.entity.js';
import { articleIdOf } from './response-cache.js';

const ARTICLE_ARGUMENTS = ['articleId', 'id', 'ids'];

/**
 * Records, for operations whose context collects them (`answerArticles`: the answers the read cache may keep), every article a field is resolved on or for: an Article or a
 * Comment as a field's parent, and an article named by a field's `articleId`, `id` or `ids` argument. So an answer
 * that lists comments without their ids (`comments(articleId:) { content }`) is still known to show that article.
 */
export function createAnswerArticlesPlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ contextValue }) {
      // Apollo runs each operation with a shallow copy of the context: the set itself is shared.
      const ids = contextValue.answerArticles;
      if (!ids) return;
      const add = (value: unknown) => {
        if (typeof value !== 'string' && typeof value !== 'number') return;
        const id = articleIdOf(value);
        if (id !== null) ids.add(id);
      };
      return {
        async executionDidStart() {
          return {
            willResolveField({ source, args }) {
              if (source instanceof Article) add(source.id);
              else if (source instanceof Comment) add(source.article?.id);
              for (const name of ARTICLE_ARGUMENTS) {
                const value: unknown = (args as Record<string, unknown>)[name];
                if (Array.isArray(value)) value.forEach(add);
                else add(value);
              }
            },
          };
        },
      };
    },
  };
}

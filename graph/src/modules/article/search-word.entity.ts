import { defineEntity, p } from '@mikro-orm/core';

/**
 * A word the library's titles and summaries use, with how many articles used it when they were stored: the
 * vocabulary "Did you mean" suggestions come from. The database keeps it as articles are written (a trigger), so it
 * only grows; a word whose articles are gone suggests nothing harmful, as a suggestion is only a search.
 */
export class SearchWord {
  word!: string;
  articleCount: number = 0;
}

export const SearchWordSchema = defineEntity({
  class: SearchWord,
  tableName: 'search_words',
  properties: {
    word: p.text().primary(),
    articleCount: p.integer().default(0),
  },
  indexes: [
    {
      name: 'search_words_trigram_index',
      expression: 'create index "search_words_trigram_index" on "search_words" using gin ("word" gin_trgm_ops)',
    },
  ],
});

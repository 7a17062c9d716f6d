import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';

export interface WordSuggestion {
  input: string;
  known: boolean;
  /** The library's nearest word by trigram similarity, or null when none is near enough. */
  nearest: string | null;
}

/** For each word: whether the library's vocabulary holds it, and its nearest word there (pg_trgm's `%`, best first). */
export function selectWordSuggestions(em: EntityManager, words: readonly string[]): Promise<WordSuggestion[]> {
  return selectRows<WordSuggestion>(em, {
    sql:
      'select w.input, exists (select 1 from search_words k where k.word = w.input) as known, ' +
      '(select s.word from search_words s where s.word % w.input and s.word <> w.input ' +
      'order by similarity(s.word, w.input) desc, s.article_count desc, s.word limit 1) as nearest ' +
      `from unnest(array[${words.map(() => '?').join(', ')}]::text[]) as w(input)`,
    params: [...words],
  });
}

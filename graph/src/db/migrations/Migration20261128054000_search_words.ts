import { Migration } from '@mikro-orm/migrations';

/** The distinct words of a row's title, simplified title and summary, lower-cased and unstemmed. */
const WORDS = (row: string) =>
  `to_tsvector('simple'::regconfig, coalesce(${row}.title, '') || ' ' || coalesce(${row}.simplified_title, '') || ' ' || coalesce(${row}.ai_summary, ''))`;

/**
 * The library's vocabulary for "Did you mean" suggestions: every word of three or more letters in an article's title,
 * simplified title or summary, with how many articles used it, kept by a trigger as articles are written and matched by
 * trigram similarity (pg_trgm).
 */
export class Migration20261128054000_search_words extends Migration {
  override name = 'Migration20261128054000_search_words';

  override up(): void | Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      `create table "search_words" ("word" text not null, "article_count" int not null default 0, constraint "search_words_pkey" primary key ("word"));`,
    );
    this.addSql(`create index "search_words_trigram_index" on "search_words" using gin ("word" gin_trgm_ops);`);
    this.addSql(`
      create function paperlight_remember_words() returns trigger language plpgsql as $$
      begin
        insert into search_words (word, article_count)
          select word, 1 from unnest(tsvector_to_array(${WORDS('new')})) as word
          where word ~ '^[a-z]{3,40}$'
            and (tg_op = 'INSERT' or not (word = any (tsvector_to_array(${WORDS('old')}))))
        on conflict (word) do update set article_count = search_words.article_count + 1;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger articles_remember_words after insert or update of title, simplified_title, ai_summary on articles
      for each row execute function paperlight_remember_words();`);
    this.addSql(`
      insert into search_words (word, article_count)
        select word, count(*) from articles a, unnest(tsvector_to_array(${WORDS('a')})) as word
        where word ~ '^[a-z]{3,40}$' group by word;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop trigger if exists articles_remember_words on articles;');
    this.addSql('drop function if exists paperlight_remember_words();');
    this.addSql('drop table if exists "search_words";');
  }
}

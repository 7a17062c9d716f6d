import { Migration } from '@mikro-orm/migrations';

/**
 * Announces changes to publicly readable data on the `paperlight_reads` channel, whoever writes them (the API, the
 * ingestion worker, an operator's SQL), so every API process can drop the anonymous answers they make stale. One
 * notification per statement, delivered on commit: `*` for new or removed articles, a changed source and category
 * changes (any list or count may change), else the comma-separated ids of the articles whose row or comments changed (`*` past 200 of them).
 * The channel and its payload are named and parsed by `Channel.Reads` and `parseReadChange` in graph/src/lib/change-events.ts.
 */
export class Migration20261125120000_read_changes extends Migration {
  override name = 'Migration20261125120000_read_changes';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function paperlight_announce_all_reads() returns trigger language plpgsql as $$
begin
  perform pg_notify('paperlight_reads', '*');
  return null;
end $$;`);
    this.addSql(`create or replace function paperlight_announce_article_reads() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  select array_agg(distinct article_id) into ids from (select article_id from changed_rows limit 201) as some_rows;
  if ids is null then
    return null;
  end if;
  perform pg_notify('paperlight_reads', case when cardinality(ids) > 200 then '*' else array_to_string(ids, ',') end);
  return null;
end $$;`);
    this.addSql(`create or replace function paperlight_announce_updated_articles() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  select array_agg(id) into ids from (select id from changed_rows limit 201) as some_rows;
  if ids is null then
    return null;
  end if;
  -- A changed source moves an article between the per-source counts: every list and count may change.
  if cardinality(ids) > 200 or exists (select 1 from changed_rows n join previous_rows o using (id) where n.source is distinct from o.source) then
    perform pg_notify('paperlight_reads', '*');
  else
    perform pg_notify('paperlight_reads', array_to_string(ids, ','));
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger articles_announce_insert after insert on articles for each statement execute function paperlight_announce_all_reads();`,
    );
    this.addSql(
      `create trigger articles_announce_delete after delete on articles for each statement execute function paperlight_announce_all_reads();`,
    );
    this.addSql(
      `create trigger articles_announce_truncate after truncate on articles for each statement execute function paperlight_announce_all_reads();`,
    );
    this.addSql(
      `create trigger articles_announce_update after update on articles referencing old table as previous_rows new table as changed_rows for each statement execute function paperlight_announce_updated_articles();`,
    );
    this.addSql(
      `create trigger comments_announce_insert after insert on comments referencing new table as changed_rows for each statement execute function paperlight_announce_article_reads();`,
    );
    this.addSql(
      `create trigger comments_announce_delete after delete on comments referencing old table as changed_rows for each statement execute function paperlight_announce_article_reads();`,
    );
    this.addSql(
      `create trigger comments_announce_update after update on comments referencing new table as changed_rows for each statement execute function paperlight_announce_article_reads();`,
    );
    for (const table of ['article_categories', 'categories']) {
      this.addSql(
        `create trigger ${table}_announce after insert or update or delete or truncate on ${table} for each statement execute function paperlight_announce_all_reads();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const [trigger, table] of [
      ['articles_announce_insert', 'articles'],
      ['articles_announce_delete', 'articles'],
      ['articles_announce_truncate', 'articles'],
      ['articles_announce_update', 'articles'],
      ['comments_announce_insert', 'comments'],
      ['comments_announce_delete', 'comments'],
      ['comments_announce_update', 'comments'],
      ['article_categories_announce', 'article_categories'],
      ['categories_announce', 'categories'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    }
    this.addSql(`drop function if exists paperlight_announce_all_reads();`);
    this.addSql(`drop function if exists paperlight_announce_article_reads();`);
    this.addSql(`drop function if exists paperlight_announce_updated_articles();`);
  }
}

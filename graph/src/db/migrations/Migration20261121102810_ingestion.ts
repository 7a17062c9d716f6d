import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102810_ingestion extends Migration {
  override name = 'Migration20261121102810_ingestion';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ingestion_runs" ("id" serial primary key, "workflow_id" varchar(255) not null, "source" varchar(16) not null, "trigger" varchar(16) not null default 'schedule', "status" varchar(16) not null default 'running', "window_start" timestamptz not null, "window_end" timestamptz not null, "attempts" int not null default 1, "fetched" int not null default 0, "inserted" int not null default 0, "updated" int not null default 0, "unchanged" int not null default 0, "duplicates" int not null default 0, "inserted_article_ids" jsonb not null default '[]', "error" text null, "note" text null, "temporal_run_id" varchar(64) null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "ingestion_runs" add constraint "ingestion_runs_workflow_id_unique" unique ("workflow_id");`);
    this.addSql(
      `create index "ingestion_runs_source_status_window_end_index" on "ingestion_runs" ("source", "status", "window_end" desc);`,
    );
    this.addSql(`create index "ingestion_runs_started_at_index" on "ingestion_runs" ("started_at" desc, "id" desc);`);

    this.addSql(
      `alter table "ingestion_runs" add constraint "ingestion_runs_source_check" check (source in ('PubMed', 'medRxiv', 'PLOS', 'DOAJ'));`,
    );
    this.addSql(
      `alter table "ingestion_runs" add constraint "ingestion_runs_trigger_check" check (trigger in ('schedule', 'backfill', 'manual'));`,
    );
    this.addSql(
      `alter table "ingestion_runs" add constraint "ingestion_runs_status_check" check (status in ('running', 'succeeded', 'failed'));`,
    );
    this.addSql(`alter table "ingestion_runs" add constraint "ingestion_runs_attempts_check" check (attempts >= 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ingestion_runs" cascade;`);
  }
}

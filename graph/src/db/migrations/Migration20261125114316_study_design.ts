import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114316_study_design extends Migration {
  override name = 'Migration20261125114316_study_design';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "articles" add "publication_types" jsonb not null default '[]', add "study_design" varchar(32) not null default 'other', add "study_design_rule" text not null default 'not classified yet', add "sample_size" int null;`,
    );
    this.addSql(`create index "articles_journal_published_date_index" on "articles" (lower("journal"), "published_date" desc, "id" desc);`);
    this.addSql(
      `create index "articles_study_design_published_date_index" on "articles" ("study_design", "published_date" desc, "id" desc);`,
    );
    this.addSql(
      `alter table "articles" add constraint "articles_study_design_check" check (study_design in ('systematic-review', 'rct', 'non-randomised-trial', 'cohort', 'case-control', 'cross-sectional', 'case-report', 'qualitative', 'guideline', 'narrative-review', 'laboratory', 'other'));`,
    );
    this.addSql(`alter table "articles" add constraint "articles_sample_size_check" check (sample_size > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "articles_journal_published_date_index";`);
    this.addSql(`drop index "articles_study_design_published_date_index";`);
    this.addSql(`alter table "articles" drop constraint "articles_study_design_check";`);
    this.addSql(`alter table "articles" drop constraint "articles_sample_size_check";`);
    this.addSql(
      `alter table "articles" drop column "publication_types", drop column "study_design", drop column "study_design_rule", drop column "sample_size";`,
    );
  }
}

import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { ArticleOrder } from '../article/article.enums.js';
import { ArticleFilter } from '../article/article.inputs.js';
import { ExportFormat } from './export.render.js';

@ObjectType({ description: 'Exported articles as a file: its name, type and text.' })
export class ExportFileType {
  @Field(() => String, { description: 'A file name with the date, e.g. `paperlight-bookmarks-2026-11-25.bib`.' })
  filename!: string;

  @Field(() => String, { description: 'The MIME type of the content, with its character set (UTF-8).' })
  contentType!: string;

  @Field(() => String, { description: 'The whole file as text.' })
  content!: string;

  @Field(() => Int, { description: 'How many articles the file holds.' })
  count!: number;

  @Field(() => Boolean, { description: 'True when more articles matched than one export holds (1,000 for the feed).' })
  truncated!: boolean;
}

@ArgsType()
export class ExportArticlesArgs {
  @Field(() => ExportFormat, { description: 'The file format.' })
  format!: ExportFormat;

  @Field(() => ArticleFilter, { nullable: true, description: 'What to narrow the feed to, as in `articles`.' })
  filter?: ArticleFilter | null;

  @Field(() => ArticleOrder, {
    nullable: true,
    defaultValue: ArticleOrder.NEWEST,
    description: 'The order of the feed, as in `articles`; the first 1,000 in this order are exported. NEWEST by default.',
  })
  orderBy?: ArticleOrder | null;
}

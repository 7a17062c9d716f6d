import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { ExportFormat, type ExportFile } from './export.render.js';
import { exportBookmarks, exportFeed } from './export.service.js';
import { ExportArticlesArgs, ExportFileType } from './export.types.js';

@Resolver()
export class ExportResolver {
  @Query(() => ExportFileType, {
    description:
      "The feed's results for a filter and order, the first 1,000 at most, as a BibTeX, RIS or CSV file. Requires Premium; counts against the reader's export limit.",
  })
  exportArticles(@Args(() => ExportArticlesArgs) args: ExportArticlesArgs, @Ctx() ctx: AppContext): Promise<ExportFile> {
    return exportFeed(ctx, { format: args.format, filter: args.filter, order: args.orderBy });
  }

  @Query(() => ExportFileType, {
    description:
      "The viewer's bookmarks, newest bookmark first, as a BibTeX, RIS or CSV file. Requires Premium; counts against the reader's export limit.",
  })
  exportBookmarks(
    @Arg('format', () => ExportFormat, { description: 'The file format.' }) format: ExportFormat,
    @Ctx() ctx: AppContext,
  ): Promise<ExportFile> {
    return exportBookmarks(ctx, format);
  }
}

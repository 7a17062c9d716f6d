import { registerEnumType } from 'type-graphql';
import { renderBibtex } from './export-bibtex.render.js';
import { renderCsv } from './export-csv.render.js';
import { isoDate, type ExportRecord } from './export-record.render.js';
import { renderRis } from './export-ris.render.js';

/** The file formats articles can be exported in; the values are the REST `format` names. */
export enum ExportFormat {
  BIBTEX = 'bibtex',
  RIS = 'ris',
  CSV = 'csv',
}

registerEnumType(ExportFormat, {
  name: 'ExportFormat',
  description: 'A file format for exported articles.',
  valuesConfig: {
    BIBTEX: { description: 'BibTeX (.bib), for LaTeX and most reference managers (REST: `bibtex`).' },
    RIS: { description: 'RIS (.ris), for EndNote, Zotero, Mendeley and Papers (REST: `ris`).' },
    CSV: { description: 'Comma-separated values (.csv, UTF-8), for spreadsheets (REST: `csv`).' },
  },
});

interface FormatSpec {
  extension: string;
  contentType: string;
  render: (records: readonly ExportRecord[]) => string;
}

const FORMATS: Readonly<Record<ExportFormat, FormatSpec>> = {
  [ExportFormat.BIBTEX]: { extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8', render: renderBibtex },
  [ExportFormat.RIS]: { extension: 'ris', contentType: 'application/x-research-info-systems; charset=utf-8', render: renderRis },
  [ExportFormat.CSV]: { extension: 'csv', contentType: 'text/csv; charset=utf-8', render: renderCsv },
};

export const EXPORT_FORMAT_NAMES = Object.values(ExportFormat);

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMAT_NAMES as string[]).includes(value);
}

/** A rendered export: what a download needs. */
export interface ExportFile {
  filename: string;
  contentType: string;
  content: string;
  /** How many articles the file holds. */
  count: number;
  /** True when more articles matched than an export holds. */
  truncated: boolean;
}

/** Renders records in a format, named `paperlight-<what>-<YYYY-MM-DD>.<extension>` after the day of `now` (UTC). */
export function renderExport(
  records: readonly ExportRecord[],
  format: ExportFormat,
  what: string,
  now: Date,
  truncated = false,
): ExportFile {
  const spec = FORMATS[format];
  return {
    filename: `paperlight-${what}-${isoDate(now)}.${spec.extension}`,
    contentType: spec.contentType,
    content: spec.render(records),
    count: records.length,
    truncated,
  };
}

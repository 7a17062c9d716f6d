import { isoDate, type ExportRecord } from './export-record.render.js';

const COLUMNS: readonly [string, (record: ExportRecord) => string][] = [
  ['Title', (record) => record.title],
  ['Authors', (record) => record.authors.join('; ')],
  ['Journal', (record) => record.journal],
  ['Published', (record) => isoDate(record.publishedDate)],
  ['Year', (record) => String(record.publishedDate.getUTCFullYear())],
  ['Source', (record) => record.source],
  ['DOI', (record) => record.doi ?? ''],
  ['PMID', (record) => record.pmid ?? ''],
  ['URL', (record) => record.url],
  ['Preprint', (record) => (record.isPreprint ? 'yes' : 'no')],
  ['Open access', (record) => (record.isOpenAccess ? 'yes' : 'no')],
  ['Study design', (record) => record.studyDesign],
  ['Sample size', (record) => (record.sampleSize === null ? '' : String(record.sampleSize))],
  ['Abstract', (record) => record.abstract],
  ['Plain-language summary', (record) => record.summary ?? ''],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A cell a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The records as CSV with a header row, CRLF line ends and a byte-order mark so spreadsheets read it as UTF-8. */
export function renderCsv(records: readonly ExportRecord[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...records.map((record) => COLUMNS.map(([, value]) => value(record)))];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

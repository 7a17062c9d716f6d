import { citationKeys, isoDate, oneLine, type ExportRecord } from './export-record.render.js';

/** A tagged RIS line; a value is always one line, so no text can start a tag of its own. */
function line(tag: string, value: string): string {
  return `${tag}  - ${oneLine(value)}`;
}

function record(record: ExportRecord, key: string): string {
  const lines = [line('TY', 'JOUR'), line('ID', key), line('TI', record.title)];
  for (const author of record.authors) lines.push(line('AU', author));
  lines.push(line('PY', String(record.publishedDate.getUTCFullYear())), line('DA', `${isoDate(record.publishedDate).replace(/-/g, '/')}/`));
  if (record.journal) lines.push(line('JO', record.journal));
  if (record.doi) lines.push(line('DO', record.doi));
  if (record.url) lines.push(line('UR', record.url));
  if (record.abstract) lines.push(line('AB', record.abstract));
  if (record.pmid) lines.push(line('AN', record.pmid));
  lines.push(line('DB', record.source));
  if (record.isPreprint) lines.push(line('N1', 'Preprint, not peer reviewed'));
  lines.push('ER  - ');
  return lines.join('\r\n');
}

/** The records as an RIS file (CRLF lines): one JOUR record each, its PMID as the accession number (AN). */
export function renderRis(records: readonly ExportRecord[]): string {
  const keys = citationKeys(records);
  return records.map((item, index) => `${record(item, keys[index])}\r\n`).join('\r\n');
}

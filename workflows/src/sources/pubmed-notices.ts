import type { NoticeDraft, PaperIds } from '#graph/modules/ingestion/article-draft.types.js';
import { normaliseDoi } from '#graph/modules/article/article-doi.rules.js';
import { PUBMED_NOTICE_LINKS, PUBMED_SELF_NOTICE_TYPES } from '#graph/modules/status/article-status.rules.js';
import { monthNumber } from './pubmed-dates.js';
import { cleanInline } from '#graph/text/markup.js';
import { utcIso } from './values.js';
import { attr, child, childText, children, isNode, type XmlNode } from './xml-nodes.js';

/** The publication date in a PubMed citation string ("BMC Genomics. 2017 Aug 16;18(1):624"), to the day it gives. */
export function citationDate(reference: string): string | null {
  const match = /\.\s+(\d{4})(?:\s+([A-Za-z]{3,9})(?:\s+(\d{1,2}))?)?/.exec(reference);
  if (!match) return null;
  const month = match[2] ? monthNumber(match[2]) : null;
  return utcIso(Number(match[1]), month ?? 1, month !== null && match[3] ? Number(match[3]) : 1);
}

/** The DOI a PubMed citation string ends with ("… 382(8):760-762. doi: 10.1056/NEJMe2001126."), if any. */
export function citationDoi(reference: string): string | null {
  const match = /\bdoi:\s*(10\.\S+?)\.?(?:\s|$)/i.exec(reference);
  return match ? normaliseDoi(match[1]) : null;
}

/** The record under review: its own ids, publication types and date. */
interface RecordSide {
  ids: PaperIds;
  publicationTypes: string[];
  date: string;
}

/**
 * The notices a PubMed record carries: each `CommentsCorrections` link of a notice RefType (naming the other record by
 * PMID, or by the DOI in its citation), and a `Retracted Publication` type that names no notice. A link on the paper's side dates the notice from
 * its citation; on the notice's side, from the notice record's own date.
 */
export function pubmedNotices(citation: XmlNode | undefined, record: RecordSide): NoticeDraft[] {
  const notices: NoticeDraft[] = [];
  for (const link of children(child(citation, 'CommentsCorrectionsList'), 'CommentsCorrections').filter(isNode)) {
    const meaning = PUBMED_NOTICE_LINKS[attr(link, 'RefType')];
    if (!meaning) continue;
    const reference = cleanInline(childText(link, 'RefSource')) || null;
    const pmid = childText(link, 'PMID').trim();
    const other: PaperIds = { pmid: /^\d+$/.test(pmid) ? pmid : null, doi: reference ? citationDoi(reference) : null };
    if (meaning.side === 'paper') {
      notices.push({ kind: meaning.kind, paper: record.ids, notice: other, reference, date: reference ? citationDate(reference) : null });
    } else if (other.pmid || other.doi) {
      notices.push({ kind: meaning.kind, paper: other, notice: record.ids, reference: null, date: record.date });
    }
  }
  for (const type of record.publicationTypes) {
    const kind = PUBMED_SELF_NOTICE_TYPES[type.toLowerCase()];
    const named = notices.some((notice) => notice.kind === kind && notice.paper === record.ids);
    if (kind && !named) notices.push({ kind, paper: record.ids, notice: { pmid: null, doi: null }, reference: null, date: null });
  }
  return notices;
}

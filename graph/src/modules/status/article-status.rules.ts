import { ArticleStatus } from '../article/article.enums.js';
import { NoticeKind } from './article-status.enums.js';

/** Which side of a notice link a record stands on: the paper the notice names, or the notice itself. */
export type NoticeSide = 'paper' | 'notice';

/**
 * PubMed `CommentsCorrections` RefTypes that link a paper and a notice about it, naming the other record by PMID: the
 * kind of notice, and which side the record carrying the link is on (`RetractionIn` sits on the retracted paper,
 * `RetractionOf` on the retraction notice).
 */
export const PUBMED_NOTICE_LINKS: Readonly<Record<string, { kind: NoticeKind; side: NoticeSide }>> = {
  RetractionIn: { kind: NoticeKind.RETRACTION, side: 'paper' },
  RetractionOf: { kind: NoticeKind.RETRACTION, side: 'notice' },
  RetractedandRepublishedIn: { kind: NoticeKind.RETRACTION, side: 'paper' },
  RetractedandRepublishedFrom: { kind: NoticeKind.RETRACTION, side: 'notice' },
  ErratumIn: { kind: NoticeKind.CORRECTION, side: 'paper' },
  ErratumFor: { kind: NoticeKind.CORRECTION, side: 'notice' },
  CorrectedandRepublishedIn: { kind: NoticeKind.CORRECTION, side: 'paper' },
  CorrectedandRepublishedFrom: { kind: NoticeKind.CORRECTION, side: 'notice' },
  ExpressionOfConcernIn: { kind: NoticeKind.EXPRESSION_OF_CONCERN, side: 'paper' },
  ExpressionOfConcernFor: { kind: NoticeKind.EXPRESSION_OF_CONCERN, side: 'notice' },
};

/**
 * PubMed publication types that put the record itself under a notice even when its record names no notice
 * (`Retracted Publication`). The notice's own types (`Retraction of Publication`, `Published Erratum`, `Expression of
 * Concern`) describe the notice, not a paper, and change no status on their own.
 */
export const PUBMED_SELF_NOTICE_TYPES: Readonly<Record<string, NoticeKind>> = {
  'retracted publication': NoticeKind.RETRACTION,
};

const STATUS_BY_KIND: Readonly<Record<NoticeKind, ArticleStatus>> = {
  [NoticeKind.CORRECTION]: ArticleStatus.CORRECTED,
  [NoticeKind.EXPRESSION_OF_CONCERN]: ArticleStatus.EXPRESSION_OF_CONCERN,
  [NoticeKind.WITHDRAWAL]: ArticleStatus.WITHDRAWN,
  [NoticeKind.RETRACTION]: ArticleStatus.RETRACTED,
};

// Weakest first: a paper takes the strongest status any of its notices gives it.
const STRENGTH: readonly ArticleStatus[] = [
  ArticleStatus.ACTIVE,
  ArticleStatus.CORRECTED,
  ArticleStatus.EXPRESSION_OF_CONCERN,
  ArticleStatus.WITHDRAWN,
  ArticleStatus.RETRACTED,
];

/** The status a paper has under these notices: the strongest they give, `ACTIVE` under none. */
export function statusFromNotices(kinds: readonly NoticeKind[]): ArticleStatus {
  return kinds
    .map((kind) => STATUS_BY_KIND[kind])
    .reduce((best, status) => (STRENGTH.indexOf(status) > STRENGTH.indexOf(best) ? status : best), ArticleStatus.ACTIVE);
}

/** The statuses in strength order, as SQL can rank them (`array_position`). */
export const STATUS_STRENGTH = STRENGTH;

/** The status each notice kind gives, for SQL that decides statuses in bulk. */
export function statusOfKind(kind: NoticeKind): ArticleStatus {
  return STATUS_BY_KIND[kind];
}

/** Where a reader can read a notice: its PubMed page, else its DOI. Null when neither is known. */
export function noticeUrl(notice: { pmid: string | null; doi: string | null }): string | null {
  if (notice.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${notice.pmid}/`;
  if (notice.doi) return `https://doi.org/${notice.doi}`;
  return null;
}

/** The key a notice's paper is matched on: its PMID when known, else its DOI. */
export function identifierKey(ids: { pmid: string | null; doi: string | null }): string {
  if (ids.pmid) return `pmid:${ids.pmid}`;
  if (ids.doi) return `doi:${ids.doi}`;
  return '';
}

/** A preprint's journal version as readers see it: its DOI, its journal when Paperlight holds it, and its address. */
export function publishedVersionOf(doi: string, journal: string | null): { doi: string; journal: string | null; url: string } {
  return { doi, journal: journal?.trim() || null, url: `https://doi.org/${doi}` };
}

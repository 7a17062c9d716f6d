import type { ArticleFilter, ArticleStatus, DateRange, PeerReview, SearchScope, StudyDesign } from '../../../gql/graphql';
import { SOURCE_LABELS } from '../../../lib/sources';

export type ExportFormatValue = 'bibtex' | 'ris' | 'csv';

export const EXPORT_FORMATS: ReadonlyArray<{ value: ExportFormatValue; label: string }> = [
  { value: 'bibtex', label: 'BibTeX (.bib)' },
  { value: 'ris', label: 'RIS (.ris)' },
  { value: 'csv', label: 'CSV (.csv)' },
];

export type ExportTarget = { kind: 'bookmarks' } | { kind: 'feed'; filter: ArticleFilter };

const REST_DATE_RANGES: Record<DateRange, string> = {
  LAST_24_HOURS: '24h',
  LAST_7_DAYS: 'last7days',
  LAST_30_DAYS: 'last30days',
  LAST_3_MONTHS: 'last3months',
  LAST_YEAR: 'lastyear',
};

const REST_DESIGNS: Record<StudyDesign, string> = {
  SYSTEMATIC_REVIEW: 'systematic-review',
  RANDOMISED_CONTROLLED_TRIAL: 'rct',
  NON_RANDOMISED_TRIAL: 'non-randomised-trial',
  COHORT: 'cohort',
  CASE_CONTROL: 'case-control',
  CROSS_SECTIONAL: 'cross-sectional',
  CASE_REPORT: 'case-report',
  QUALITATIVE: 'qualitative',
  GUIDELINE: 'guideline',
  NARRATIVE_REVIEW: 'narrative-review',
  LABORATORY: 'laboratory',
  OTHER: 'other',
};

const REST_PEER_REVIEW: Record<PeerReview, string> = { PEER_REVIEWED: 'peer-reviewed', PREPRINT: 'preprint' };

const REST_STATUSES: Record<ArticleStatus, string> = {
  ACTIVE: 'active',
  CORRECTED: 'corrected',
  EXPRESSION_OF_CONCERN: 'expression-of-concern',
  RETRACTED: 'retracted',
  WITHDRAWN: 'withdrawn',
};

const REST_SEARCH_SCOPES: Record<SearchScope, string> = { ALL: 'all', TITLE: 'title', AUTHORS: 'authors' };

type ParamWriter<Value> = (params: URLSearchParams, value: NonNullable<Value>) => void;

/**
 * How each part of the feed's filter travels as a REST query parameter of `GET /api/articles` (and so of its export).
 * The record covers every field of `ArticleFilter`: a field added to the filter does not compile until it is listed.
 */
const FILTER_PARAMS: { [Key in keyof Required<ArticleFilter>]: ParamWriter<ArticleFilter[Key]> } = {
  sources: (params, sources) => sources.forEach((source) => params.append('source', SOURCE_LABELS[source])),
  categories: (params, categories) => categories.forEach((category) => params.append('category', category)),
  dateRange: (params, range) => params.set('dateRange', REST_DATE_RANGES[range]),
  search: (params, search) => params.set('search', search),
  designs: (params, designs) => designs.forEach((design) => params.append('design', REST_DESIGNS[design])),
  peerReview: (params, peerReview) => params.set('peerReview', REST_PEER_REVIEW[peerReview]),
  openAccessOnly: (params, only) => {
    if (only) params.set('openAccess', 'true');
  },
  journals: (params, journals) => journals.forEach((journal) => params.append('journal', journal)),
  searchScope: (params, scope) => params.set('searchIn', REST_SEARCH_SCOPES[scope]),
  statuses: (params, statuses) => statuses.forEach((status) => params.append('status', REST_STATUSES[status])),
  includeRetracted: (params, include) => params.set('includeRetracted', String(include)),
};

function writeParam<Key extends keyof ArticleFilter>(params: URLSearchParams, filter: ArticleFilter, key: Key): void {
  const value = filter[key];
  if (value !== null && value !== undefined) FILTER_PARAMS[key](params, value);
}

/** The REST address of an export: the reader's bookmarks, or the feed's results for its filter. */
export function exportUrl(target: ExportTarget, format: ExportFormatValue): string {
  const params = new URLSearchParams({ format });
  if (target.kind === 'bookmarks') return `/api/user/bookmarks/export?${params.toString()}`;
  for (const key of Object.keys(FILTER_PARAMS) as (keyof ArticleFilter)[]) writeParam(params, target.filter, key);
  return `/api/articles/export?${params.toString()}`;
}

/** What a finished download reports. */
export interface ExportResult {
  filename: string;
  count: number;
  truncated: boolean;
}

function filenameOf(disposition: string | null, format: ExportFormatValue): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `paperlight-export.${format === 'bibtex' ? 'bib' : format}`;
}

/**
 * Fetches an export and hands it to the browser as a download under the server's file name. Throws an Error carrying
 * the server's sentence when the export is refused.
 */
export async function downloadExport(target: ExportTarget, format: ExportFormatValue): Promise<ExportResult> {
  const response = await fetch(exportUrl(target, format), { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : 'The export could not be made. Please try again.');
  }
  const blob = await response.blob();
  const filename = filenameOf(response.headers.get('content-disposition'), format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends; the address is freed after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return {
    filename,
    count: Number(response.headers.get('x-export-count') ?? 0),
    truncated: response.headers.get('x-export-truncated') === 'true',
  };
}

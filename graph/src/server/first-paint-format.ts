import { StudyDesign } from '../modules/article/article.enums.js';

/**
 * The web app's display helpers the first paint needs, restated for the server (the client's code cannot be imported
 * here): `first-paint-format.test.ts` holds each equal to the client's (web/src/lib/format.ts, safeUrl.ts and
 * web/src/features/articles/utils/studyDesigns.ts), so the painted text is the text the app then renders.
 */

const ELLIPSIS = '…';
const COUNT_THOUSAND = 1_000;
const COUNT_MILLION = 1_000_000;

/** Counts abbreviated with k from 1,000 and M from 1,000,000, one decimal (formatCount). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  const value = Math.abs(count);
  if (value < COUNT_THOUSAND) return `${sign}${Math.floor(value)}`;
  const thousands = (value / COUNT_THOUSAND).toFixed(1);
  if (value < COUNT_MILLION && Number(thousands) < COUNT_THOUSAND) return `${sign}${thousands}k`;
  return `${sign}${(value / COUNT_MILLION).toFixed(1)}M`;
}

/** Text cut to at most `max` characters, ending with an ellipsis when anything was cut (truncate). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  return `${text.slice(0, max - 1).trimEnd()}${ELLIPSIS}`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Sep 15, 2026' (formatShortDate): publication dates are calendar dates, read at UTC. */
export function formatShortDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : SHORT_DATE.format(time);
}

/** 'September 15, 2026' (formatLongDate). */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : LONG_DATE.format(time);
}

/** The URL when it is an absolute http(s) link, else null (safeExternalUrl). */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Each study design's name as readers see it (STUDY_DESIGN_LABELS), by the value the database stores. */
export const STUDY_DESIGN_LABELS: Readonly<Record<StudyDesign, string>> = {
  [StudyDesign.SYSTEMATIC_REVIEW]: 'Systematic review',
  [StudyDesign.RANDOMISED_CONTROLLED_TRIAL]: 'Randomised controlled trial',
  [StudyDesign.NON_RANDOMISED_TRIAL]: 'Non-randomised trial',
  [StudyDesign.COHORT]: 'Cohort study',
  [StudyDesign.CASE_CONTROL]: 'Case-control study',
  [StudyDesign.CROSS_SECTIONAL]: 'Cross-sectional study',
  [StudyDesign.CASE_REPORT]: 'Case report',
  [StudyDesign.QUALITATIVE]: 'Qualitative study',
  [StudyDesign.GUIDELINE]: 'Guideline',
  [StudyDesign.NARRATIVE_REVIEW]: 'Narrative review',
  [StudyDesign.LABORATORY]: 'Lab or animal study',
  [StudyDesign.OTHER]: 'Other design',
};

/** The evidence badge's text (EvidenceBadge): the design, with n when the abstract states it. */
export function evidenceLabel(design: string, sampleSize: number | null): string {
  const name = STUDY_DESIGN_LABELS[design as StudyDesign] ?? STUDY_DESIGN_LABELS[StudyDesign.OTHER];
  return sampleSize === null ? name : `${name} · n = ${sampleSize.toLocaleString('en-US')}`;
}

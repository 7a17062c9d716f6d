import { StudyDesign } from '../modules/article/article.enums.js';

/**
 * The display the first paint needs. Counts, cut text, dates and safe links are the app's own helpers, written once in
 * common/display/ and re-exported here; the study designs' names are restated for the server, keyed by the value the
 * database stores, and `first-paint-format.test.ts` holds them equal to the client's
 * (web/src/features/articles/utils/studyDesigns.ts), so the painted text is the text the app then renders.
 */
export { formatCount, formatLongDate, formatShortDate, truncate } from '../../../common/display/format.js';
export { safeExternalUrl } from '../../../common/display/safe-url.js';

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

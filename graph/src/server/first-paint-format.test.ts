import { describe, expect, it } from 'vitest';
import * as shared from '../../../common/display/format.js';
import { safeExternalUrl as sharedSafeUrl } from '../../../common/display/safe-url.js';
import { StudyDesign } from '../modules/article/article.enums.js';
import {
  evidenceLabel,
  formatCount,
  formatLongDate,
  formatShortDate,
  safeExternalUrl,
  STUDY_DESIGN_LABELS,
  truncate,
} from './first-paint-format.js';

// Loaded by the test runner, which resolves its extensionless import; held in a variable so the server's compiler,
// which requires extensions, does not check the client's file.
const CLIENT_STUDY_DESIGNS = '../../../web/src/features/articles/utils/studyDesigns.ts';

describe("the first paint's display helpers", () => {
  it('are the helpers the app renders with, not copies of them', () => {
    expect(formatCount).toBe(shared.formatCount);
    expect(truncate).toBe(shared.truncate);
    expect(formatShortDate).toBe(shared.formatShortDate);
    expect(formatLongDate).toBe(shared.formatLongDate);
    expect(safeExternalUrl).toBe(sharedSafeUrl);
  });

  it("name each study design as the app's evidence badge does", async () => {
    const { STUDY_DESIGN_LABELS: clientLabels } = (await import(CLIENT_STUDY_DESIGNS)) as { STUDY_DESIGN_LABELS: Record<string, string> };
    const server = Object.fromEntries(Object.entries(StudyDesign).map(([name, value]) => [name, STUDY_DESIGN_LABELS[value]]));
    expect(server).toEqual(clientLabels);
  });

  it('write the evidence badge as the design, with n when the abstract states it', () => {
    expect(evidenceLabel(StudyDesign.COHORT, 12345)).toBe('Cohort study · n = 12,345');
    expect(evidenceLabel(StudyDesign.GUIDELINE, null)).toBe('Guideline');
    expect(evidenceLabel('not-a-design', null)).toBe('Other design');
  });
});

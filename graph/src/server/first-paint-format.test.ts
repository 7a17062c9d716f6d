import { describe, expect, it } from 'vitest';
import * as client from '../../../web/src/lib/format.js';
import { safeExternalUrl as clientSafeUrl } from '../../../web/src/lib/safeUrl.js';
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
  it("write counts, cut text and dates exactly as the app's helpers do", () => {
    for (const count of [0, 7, 999, 1000, 1049, 1050, 9999, 999_949, 999_950, 1_000_000, 12_345_678, -1500, Number.NaN]) {
      expect(formatCount(count), String(count)).toBe(client.formatCount(count));
    }
    const authors = `${'Author, '.repeat(20)}Last`;
    for (const [text, max] of [
      [authors, 100],
      ['short', 100],
      ['ab', 1],
      ['abc', 0],
      ['Word      next', 7],
    ] as const) {
      expect(truncate(text, max)).toBe(client.truncate(text, max));
    }
    for (const date of ['2026-09-15T00:00:00.000Z', '2026-01-01T23:59:59.000Z', '2025-12-31T00:30:00.000Z', 'not a date']) {
      expect(formatShortDate(date)).toBe(client.formatShortDate(date));
      expect(formatLongDate(date)).toBe(client.formatLongDate(date));
    }
    for (const url of ['https://example.org/a b', 'http://x.test', 'javascript:alert(1)', ' https://x.test/ ', '', 'nope']) {
      expect(safeExternalUrl(url), url).toBe(clientSafeUrl(url));
    }
  });

  it("name each study design as the app's evidence badge does", async () => {
    const { STUDY_DESIGN_LABELS: clientLabels } = (await import(CLIENT_STUDY_DESIGNS)) as { STUDY_DESIGN_LABELS: Record<string, string> };
    const server = Object.fromEntries(Object.entries(StudyDesign).map(([name, value]) => [name, STUDY_DESIGN_LABELS[value]]));
    expect(server).toEqual(clientLabels);
    expect(evidenceLabel(StudyDesign.COHORT, 12345)).toBe('Cohort study · n = 12,345');
    expect(evidenceLabel(StudyDesign.GUIDELINE, null)).toBe('Guideline');
  });
});

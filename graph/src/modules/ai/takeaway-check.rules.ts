import type { StudyDesign } from '../../text/study-design.js';
import { NO_STATS, type CheckResult, type CheckStats } from './ai-check.types.js';
import { type EvidenceLevel } from './ai.enums.js';
import { readTakeawayDraft } from './ai-output.types.js';
import { holdsForeignLinkOrImage, numbersTraceable, revealsRules, toSafePlainText } from './ai-output-safety.rules.js';
import type { PaperText } from './ai-provider.types.js';
import { occursInAbstract } from './ai-quotes.rules.js';
import { evidenceLevelFor, ruleCaveats } from './takeaway-evidence.rules.js';
import { sampleSizeForms } from './takeaway-local.service.js';
import type { TakeawayContent } from './takeaway.render.js';

/** A takeaway whose every part passed the checks, ready to keep and show. */
export type CheckedTakeaway = TakeawayContent;

const MAX_CAVEATS = 8;

/**
 * Checks a provider's takeaway against its schema and the abstract. The whole output is rejected when it does not
 * match the schema, gives away the rules or canary, or has a bottom line with numbers the abstract does not state.
 * Otherwise parts are made safe one by one: links to other hosts and images are removed, a part with a number the
 * abstract does not state is dropped, key numbers not written word for word in the abstract are dropped, a sample size
 * the abstract does not state is dropped, a design the study-design detector reads replaces the model's (with its
 * level of evidence), and Paperlight's own caveats come first.
 */
export function checkTakeaway(output: unknown, paper: PaperText, canary: string | null, design: StudyDesign): CheckResult<CheckedTakeaway> {
  const stats: CheckStats = { ...NO_STATS };
  const draft = readTakeawayDraft(output);
  if (!draft) return { ok: false, reason: 'schema', stats };
  const strings = [
    draft.bottomLine,
    draft.population,
    draft.intervention,
    draft.comparison,
    draft.outcome,
    draft.studyDesign,
    draft.sampleUnit,
    ...draft.keyNumbers,
    ...draft.caveats,
  ].filter((value): value is string => value !== null);
  if (strings.some((value) => revealsRules(value, canary))) return { ok: false, reason: 'leak', stats };

  const sources = [paper.abstract, paper.title];
  const safe = (value: string): string => {
    const { text, removed } = toSafePlainText(value, paper.allowedHosts);
    stats.linksRemoved += removed;
    return text;
  };
  const grounded = (value: string | null): string | null => {
    if (value === null) return null;
    const text = safe(value);
    if (text !== '' && numbersTraceable(text, sources)) return text;
    stats.itemsDropped += 1;
    return null;
  };

  const bottomLine = safe(draft.bottomLine);
  if (bottomLine === '') return { ok: false, reason: 'schema', stats };
  if (!numbersTraceable(bottomLine, sources)) return { ok: false, reason: 'unsupported', stats };

  const keyNumbers = draft.keyNumbers.filter((item) => {
    const kept = occursInAbstract(item, paper.abstract) && !holdsForeignLinkOrImage(item, paper.allowedHosts);
    if (!kept) stats.itemsDropped += 1;
    return kept;
  });
  const stated =
    draft.sampleSize !== null &&
    (design.size?.count === draft.sampleSize ||
      sampleSizeForms(draft.sampleSize).some((form) => new RegExp(`(?<![\\d.,])${form}(?![\\d]|[.,]\\d)`).test(paper.abstract)));
  if (draft.sampleSize !== null && !stated) stats.itemsDropped += 1;
  const modelCaveats = draft.caveats.map(grounded).filter((caveat): caveat is string => caveat !== null);
  const caveats = [...new Map([...ruleCaveats(paper, design), ...modelCaveats].map((caveat) => [caveat.toLowerCase(), caveat])).values()];

  return {
    ok: true,
    stats,
    value: {
      bottomLine,
      population: grounded(draft.population),
      intervention: grounded(draft.intervention),
      comparison: grounded(draft.comparison),
      outcome: grounded(draft.outcome),
      // A design the detector reads from the abstract outranks the model's word for it, which the data could sway.
      studyDesign: design.type?.label ?? ((draft.studyDesign && grounded(draft.studyDesign)) || 'not stated'),
      levelOfEvidence: design.type ? evidenceLevelFor(design, paper) : (draft.levelOfEvidence as EvidenceLevel),
      sampleSize: stated ? draft.sampleSize : null,
      sampleUnit: stated ? grounded(draft.sampleUnit) : null,
      keyNumbers,
      caveats: caveats.slice(0, MAX_CAVEATS),
    },
  };
}

import type { SummarySection } from './abstract-structure.js';
import { splitSentences } from './sentences.js';

/** What a takeaway or summary says of a paper that describes a study not yet done. */
export const PLANNED_STUDY_NOTE = 'This paper describes a planned study; it has no results yet.';

/** Why a paper reads as a plan rather than a report of results. */
export type PlannedStudyReason = 'title names a protocol' | 'abstract describes a protocol' | 'abstract speaks of the study in the future';

const PROTOCOL_TITLE =
  /\b(?:study|trial|review|research|evaluation) protocol\b|\bprotocol (?:for|of) (?:an?|the)\b|:\s*(?:a |the )?protocol\b|\bprotocol\s*$|\bregistered report\b/i;
const PROTOCOL_ABSTRACT =
  /\b(?:this|the present|our) (?:study |trial |review )?protocol (?:describes|outlines|reports|presents|details|is)\b|\bthis (?:paper|article) (?:describes|presents|outlines) the (?:protocol|design) of\b/i;
// The study itself in the future: "participants will be randomised", "we will recruit", "the trial will enrol".
const FUTURE =
  /\b(?:will be (?:randomi[sz]ed|recruited|enrolled|allocated|assigned|assessed|measured|collected|analy[sz]ed|followed|invited|screened|conducted|performed|compared|evaluated|included|used)|(?:we|investigators|researchers|the (?:study|trial|review)) will (?:recruit|enrol|enroll|randomi[sz]e|assess|measure|collect|analy[sz]e|compare|evaluate|conduct|perform|include|follow|use|search|screen|test))\b/i;
// Findings: a results section, or the wording of a finished study.
const FINDINGS =
  /\b(?:we found|was (?:associated|linked)|were (?:associated|linked)|(?:results|findings) (?:show|showed|suggest|suggested|indicate|indicated)|significantly (?:higher|lower|reduced|increased))\b/i;

/**
 * Decides whether a paper describes a study that has not yet been done (a protocol, a registered plan): its title says
 * it is a protocol, or its abstract says so, or the abstract speaks of the study in the future at least twice and states
 * no findings. Null for a paper that reports results.
 */
export function plannedStudy(title: string, sections: readonly SummarySection[]): PlannedStudyReason | null {
  if (PROTOCOL_TITLE.test(title)) return 'title names a protocol';
  const text = sections.filter((section) => section.kind !== 'excluded').map((section) => section.text);
  if (text.some((part) => PROTOCOL_ABSTRACT.test(part))) return 'abstract describes a protocol';
  const hasResults = sections.some((section) => section.kind === 'results' && section.text.trim() !== '');
  if (hasResults || text.some((part) => FINDINGS.test(part))) return null;
  const future = text.flatMap((part) => splitSentences(part)).filter((sentence) => FUTURE.test(sentence)).length;
  return future >= 2 ? 'abstract speaks of the study in the future' : null;
}

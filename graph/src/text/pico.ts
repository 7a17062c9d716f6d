import type { SectionKind, SummarySection } from './abstract-structure.js';
import { splitSentences } from './sentences.js';

/** The four parts of a clinical question, each as the abstract's own sentence that states it, or null. */
export interface Pico {
  population: string | null;
  intervention: string | null;
  comparison: string | null;
  outcome: string | null;
}

interface Cue {
  /** A heading that names the part ("Participants", "Intervention", "Main outcome measures"). */
  label: RegExp;
  /** The same heading run into its sentence when the abstract's sections were not split there ("Intervention Mini-AFTERc, a …"). */
  runIn: RegExp;
  /** A sentence that states the part. */
  sentence: RegExp;
}

const PEOPLE = String.raw`patients|participants|adults|children|adolescents|women|men|infants|people|individuals|residents|students|volunteers|subjects|nurses|workers|mothers|pregnan\w*|families|households|cases`;
const ASSIGNED = String.raw`randomly (?:assigned|allocated)|randomi[sz]ed (?:to|into|in)|(?:assigned|allocated) (?:\w+ ){0,4}to`;

const CUES: Record<keyof Pico, Cue> = {
  population: {
    label: /particip|population|patients|subjects|sample/i,
    runIn: /^(?:Participants|Population|Patients|Subjects)\s+(?=\p{Lu}|\d)/u,
    sentence: new RegExp(String.raw`\b(?:${PEOPLE})\b`, 'i'),
  },
  intervention: {
    label: /intervention|exposure/i,
    runIn: /^(?:Interventions?|Exposures?)\s+(?=\p{Lu}|\d)/u,
    sentence: new RegExp(
      String.raw`\b(?:${ASSIGNED}|received|receiving|treated with|were given|administered|underwent|exposure to|exposed to|interventions?|(?:efficacy|effectiveness|effects?)(?: and safety)? of)\b`,
      'i',
    ),
  },
  comparison: {
    label: /comparator|comparison|control/i,
    runIn: /^(?:Comparators?|Comparisons?|Controls?)\s+(?=\p{Lu}|\d)/u,
    sentence:
      /\b(?:compared (?:with|to)|versus|vs\.?|placebo|control (?:group|arm|condition)|controls|\d+ controls?|usual care|standard care|sham|no treatment)\b/i,
  },
  outcome: {
    label: /outcome|measure|end ?points?/i,
    runIn: /^(?:(?:Main |Primary )?Outcomes?(?: measures?)?|End ?points?)\s+(?=\p{Lu}|\d)/u,
    sentence:
      /\b(?:primary (?:outcome|end ?point)|secondary (?:outcome|end ?point)s?|main outcomes?|outcomes? (?:was|were|is|are|included|measures?)|end ?points? (?:was|were|is|are)|(?:was|were) measured|measured (?:by|using|with|at)|risk of|incidence of|time to)\b/i,
  },
};

/** The longest sentence quoted as one part. */
const MAX_PART = 600;
// Where each part is looked for when no heading names it: the methods first, then the aim, then anywhere but results.
const SEARCH_ORDER: readonly (readonly SectionKind[])[] = [['methods'], ['objective'], ['background', 'other', 'conclusions']];

/**
 * Finds the population, intervention, comparison and outcome where the abstract states them: the first sentence of a
 * section whose heading names the part, or that opens with that heading run in, else the first sentence that states it in the methods, then the aim, then the
 * rest of the abstract (results aside). A trial's assignment sentence that names two arms ("… to remdesivir or
 * placebo") is the comparison too.
 */
export function findPico(sections: readonly SummarySection[]): Pico {
  const intervention = findPart(sections, CUES.intervention);
  const namesTwoArms =
    intervention !== null && new RegExp(ASSIGNED, 'i').test(intervention) && /\b(?:or|versus|vs\.?)\s/i.test(intervention);
  const comparison = namesTwoArms ? intervention : findPart(sections, CUES.comparison);
  return { population: findPart(sections, CUES.population), intervention, comparison, outcome: findPart(sections, CUES.outcome) };
}

function findPart(sections: readonly SummarySection[], cue: Cue): string | null {
  const usable = sections.filter((section) => section.kind !== 'excluded');
  const labelled = usable.filter((section) => section.label !== null && cue.label.test(section.label));
  const fromLabel = sentencesOf(labelled).find((sentence) => sentence.length <= MAX_PART);
  if (fromLabel !== undefined) return fromLabel;
  const runIn = sentencesOf(usable).find((sentence) => sentence.length <= MAX_PART && cue.runIn.test(sentence));
  if (runIn !== undefined) return runIn.replace(cue.runIn, '');
  for (const kinds of SEARCH_ORDER) {
    const found = sentencesOf(usable.filter((section) => kinds.includes(section.kind))).find(
      (sentence) => sentence.length <= MAX_PART && cue.sentence.test(sentence),
    );
    if (found !== undefined) return found;
  }
  return null;
}

function sentencesOf(sections: readonly SummarySection[]): string[] {
  return sections.flatMap((section) => splitSentences(section.text));
}

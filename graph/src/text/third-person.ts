// Nouns for the people a study looked at: "our patients" are "the patients in this study".
const STUDIED = String.raw`patients|participants|subjects|cases|controls|volunteers|respondents|children|women|men|adults|population|sample|cohort|group|groups|cohorts|samples`;
// Nouns for the study itself and what it produced: "our results" are "the results".
const WORK = String.raw`study|trial|analysis|analyses|review|work|research|survey|model|models|method|methods|approach|data|dataset|results|findings|observations|experiments|simulations|estimates|framework|tool|system|understanding|knowledge`;

// Verbs that follow a single author's "I": "I would", "I argue", "I found".
const AUTHOR_VERBS = String.raw`(?:would|will|have|had|am|was|think|believe|argue|found|find|present|describe|propose|discuss|report|show|suggest|review|examine|consider|conclude|use|used|explore|outline)`;

interface Rewrite {
  pattern: RegExp;
  replace: (matched: string, ...groups: string[]) => string;
}

const REWRITES: readonly Rewrite[] = [
  {
    pattern: new RegExp(String.raw`\bour (${STUDIED})\b`, 'giu'),
    replace: (matched, noun) => keepCase(matched, `the ${noun} in this study`),
  },
  { pattern: new RegExp(String.raw`\bour (${WORK})\b`, 'giu'), replace: (matched, noun) => keepCase(matched, `the ${noun}`) },
  { pattern: /\bour\b/giu, replace: (matched) => keepCase(matched, "the researchers'") },
  { pattern: /\bwe\b/giu, replace: (matched) => keepCase(matched, 'the researchers') },
  { pattern: /\bus\b/gu, replace: () => 'the researchers' },
  { pattern: /\bourselves\b/giu, replace: () => 'themselves' },
  // A single author ("I would exemplify", "my lecture"); "I" only before a verb, so "type I", "phase I" and "I stage" stay.
  { pattern: new RegExp(String.raw`\bI (?=${AUTHOR_VERBS}\b)`, 'gu'), replace: () => 'the author ' },
  { pattern: /\bmy\b/giu, replace: (matched) => keepCase(matched, "the author's") },
  { pattern: /\bmyself\b/giu, replace: () => 'themselves' },
];

/**
 * Rewrites a sentence taken from an abstract out of its authors' voice, so that a summary never reads as if Paperlight
 * ran the study: "We found" becomes "The researchers found", "our patients" "the patients in this study", "our results"
 * "the results", any other "our" "the researchers'", and "us" "the researchers". "US" (the country) is left alone.
 */
export function toThirdPerson(sentence: string): string {
  return REWRITES.reduce((text, { pattern, replace }) => text.replace(pattern, replace), sentence);
}

/** True when the text speaks in its authors' first person ("we", "our", "us", or a single author's "I" and "my"). */
export function speaksAsAuthors(text: string): boolean {
  return (
    /\b(?:we|our|ours|ourselves|my|myself)\b/iu.test(text) ||
    /\bus\b/u.test(text) ||
    new RegExp(String.raw`\bI ${AUTHOR_VERBS}\b`, 'u').test(text)
  );
}

function keepCase(matched: string, replacement: string): string {
  return /^\p{Lu}/u.test(matched) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

import { LAY_VOCABULARY_FILE, PLAIN_WORDS_FILE, readVocabulary, type VocabularyEntry } from './vocabulary.js';

/**
 * One glossary rule: a pattern (regular-expression source, matched case-insensitively as whole words)
 * and its plain wording, which may use `$1`. Rules with `explained` give that longer wording the first
 * time their `key` is met in a summary, and `plain` after.
 */
export interface GlossaryEntry {
  pattern: string;
  plain: string;
  explained?: string;
  key?: string;
}

/** Tracks which explained terms a summary has already spelled out, so each is explained once. */
export interface GlossaryState {
  explained: Set<string>;
  /** Short forms already spelled out in this summary (see `expandAcronyms`). */
  spelledOut: Set<string>;
}

/** How to apply the glossary. */
export interface GlossaryOptions {
  /** When given, explained terms are spelled out the first time and recorded here; without it they never are. */
  state?: GlossaryState;
  /** The text is in Title Case, so replacements of capitalised words are title-cased too. */
  titleCase?: boolean;
}

const TRIAL_NOTE = 'a study where participants are assigned to groups by chance';
const SIGNIFICANT_CHANGE =
  'higher|lower|greater|smaller|more|less|fewer|increased|decreased|reduced|improved|associated|different|elevated|faster|slower|better|worse|shorter|longer|related|predictive';
const SIGNIFICANT_NOUN =
  'correlations?|associations?|increases?|decreases?|reductions?|differences?|effects?|changes?|improvements?|declines?|rises?|progression|predictors?|links?|relationships?|benefits?';
const PEOPLE = 'patients|people|individuals|participants|adults|children|cases|subjects|persons|carriers';

/**
 * Rewrites that need a pattern rather than a word list (study designs, the wording of statistical significance, word
 * order around "people"); they run before the reviewed vocabularies in data/, and their output is never rewritten again.
 */
export const GLOSSARY: readonly GlossaryEntry[] = [
  // Study designs.
  {
    pattern: String.raw`randomi[sz]ed,? (?:double-blind(?:ed)?,? )?(?:placebo-controlled,? )?(?:cross-?over |parallel(?:-group)? |pilot |pragmatic )?(?:controlled |control |clinical )?trials`,
    plain: 'randomised trials',
    explained: `randomised trials (studies where participants are assigned to groups by chance)`,
    key: 'randomised trial',
  },
  {
    pattern: String.raw`randomi[sz]ed,? (?:double-blind(?:ed)?,? )?(?:placebo-controlled,? )?(?:cross-?over |parallel(?:-group)? |pilot |pragmatic )?(?:controlled |control |clinical )?trial|RCT`,
    plain: 'randomised trial',
    explained: `randomised trial (${TRIAL_NOTE})`,
    key: 'randomised trial',
  },
  {
    pattern: 'meta-?analyses',
    plain: 'meta-analyses',
    explained: 'meta-analyses (studies that pool the results of earlier studies)',
    key: 'meta-analysis',
  },
  {
    pattern: 'meta-?analysis',
    plain: 'meta-analysis',
    explained: 'meta-analysis (a study that pools the results of earlier studies)',
    key: 'meta-analysis',
  },
  { pattern: '(?:prospective |retrospective )?cohort studies', plain: 'studies following groups of people' },
  { pattern: '(?:prospective |retrospective )?cohort study', plain: 'study following a group of people' },
  { pattern: 'cohorts', plain: 'groups' },
  { pattern: 'cohort', plain: 'group' },

  // Word order: the plain wording follows the people it describes.
  { pattern: '(mental|psychiatric|medical|chronic|physical) comorbidities', plain: 'other $1 health conditions' },
  { pattern: `asymptomatic (${PEOPLE})`, plain: '$1 without symptoms' },
  { pattern: 'asymptomatic', plain: 'symptom-free' },
  { pattern: `symptomatic (${PEOPLE})`, plain: '$1 with symptoms' },
  { pattern: `immunocompromised (${PEOPLE})`, plain: '$1 with weakened immune systems' },
  { pattern: `hospitali[sz]ed ((?:COVID-19 |Covid-19 |older |adult )?(?:${PEOPLE}))`, plain: '$1 in hospital' },
  // "each individuals unique" is a possessive that lost its apostrophe upstream.
  { pattern: '(?<!each )individuals', plain: 'people' },

  // Benefit and statistical significance.
  { pattern: 'limited efficacy', plain: 'limited benefit' },
  { pattern: 'its efficacy', plain: 'how well it works' },
  { pattern: 'their efficacy', plain: 'how well they work' },
  { pattern: 'not (?:statistically )?significant', plain: 'not clear' },
  { pattern: 'not (?:statistically )?significantly', plain: 'not clearly' },
  { pattern: 'statistically significantly', plain: 'clearly' },
  { pattern: 'statistically significant', plain: 'clear' },
  { pattern: 'non-?significant', plain: 'uncertain' },
  { pattern: 'no (?:statistically )?significant', plain: 'no clear' },
  { pattern: `significantly (${SIGNIFICANT_CHANGE})`, plain: 'clearly $1' },
  { pattern: `(${SIGNIFICANT_CHANGE}|differed|declined|rose|fell|changed) significantly`, plain: '$1 clearly' },
  { pattern: `(a|the) significant (positive |negative )?(${SIGNIFICANT_NOUN})`, plain: '$1 clear $2$3' },
  { pattern: `significant (positive |negative )?(${SIGNIFICANT_NOUN})`, plain: 'clear $1$2' },
  { pattern: `significant (${SIGNIFICANT_CHANGE})`, plain: 'clearly $1' },
  { pattern: 'significantly', plain: 'clearly' },
];

const MINOR_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

interface CompiledEntry {
  entry: GlossaryEntry;
  global: RegExp;
  single: RegExp;
}

const COMPILED: readonly CompiledEntry[] = GLOSSARY.map((entry) => {
  const source = String.raw`(?<![\p{L}\p{N}\-'’])(?:${entry.pattern})(?![\p{L}\p{N}\-])`;
  return { entry, global: new RegExp(source, 'giu'), single: new RegExp(source, 'iu') };
});

const PLACEHOLDER = /\u0000(\d+)\u0000/g;

const VOCABULARY: ReadonlyMap<string, VocabularyEntry> = indexVocabulary([
  ...readVocabulary(LAY_VOCABULARY_FILE),
  ...readVocabulary(PLAIN_WORDS_FILE),
]);
// One alternation of every term, longest first, so "myocardial infarction" wins over "myocardial".
const VOCABULARY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}\-'’])(?:${[...VOCABULARY.keys()]
    .sort((a, b) => b.length - a.length)
    .map((term) => escapeRegExp(term).replace(/ /g, String.raw`\s+`))
    .join('|')})(?![\p{L}\p{N}\-])`,
  'giu',
);

/** A fresh state for one summary: nothing explained yet. */
export function newGlossaryState(): GlossaryState {
  return { explained: new Set(), spelledOut: new Set() };
}

/**
 * Rewrites jargon in plain words. Matching ignores case; the replacement follows the matched text's
 * capitals (a capitalised match gives a capitalised replacement, title-cased when `titleCase` is set).
 * Replaced text is never rewritten again.
 */
export function applyGlossary(text: string, options: GlossaryOptions): string {
  const replacements: string[] = [];
  let out = text;
  for (const { entry, global, single } of COMPILED) {
    out = out.replace(global, (matched) => {
      if (matched.length > 1 && matched === matched.toUpperCase() && /\p{Lu}{2}/u.test(matched)) {
        // An all-capitals match such as "RCT" is only rewritten when the rule is written for that spelling.
        if (!new RegExp(`^(?:${entry.pattern})$`, 'u').test(matched)) return matched;
      }
      const wording = chooseWording(entry, options);
      const replaced = matched.replace(single, wording);
      replacements.push(matchCase(matched, replaced, options.titleCase === true));
      return `\u0000${replacements.length - 1}\u0000`;
    });
  }
  out = out.replace(VOCABULARY_PATTERN, (matched: string, offset: number) => {
    const entry = VOCABULARY.get(matched.toLowerCase().replace(/\s+/g, ' '));
    if (entry === undefined || isShouted(matched, entry.terms)) return matched;
    const wording = chooseWording({ pattern: '', plain: entry.plain, explained: entry.explained }, options);
    // An acronym's capitals say nothing about the case of its plain wording, except at the start of a sentence.
    const opensSentence = offset === 0 || /[.!?:]\s*$/.test(out.slice(0, offset));
    const asWritten = /^\p{Lu}{2}/u.test(matched) && !opensSentence && options.titleCase !== true ? matched.toLowerCase() : matched;
    replacements.push(matchCase(asWritten, wording, options.titleCase === true));
    return `\u0000${replacements.length - 1}\u0000`;
  });
  return out.replace(PLACEHOLDER, (_, index: string) => replacements[Number(index)] ?? '');
}

// An all-capitals match such as "CT" is only rewritten when the vocabulary lists it in capitals.
function isShouted(matched: string, terms: readonly string[]): boolean {
  return matched.length > 1 && matched === matched.toUpperCase() && /\p{Lu}{2}/u.test(matched) && !terms.includes(matched);
}

function indexVocabulary(entries: readonly VocabularyEntry[]): Map<string, VocabularyEntry> {
  const index = new Map<string, VocabularyEntry>();
  for (const entry of entries) {
    for (const term of entry.terms) {
      const key = term.toLowerCase();
      const other = index.get(key);
      if (other !== undefined) throw new Error(`${entry.origin}: "${term}" is already listed at ${other.origin}.`);
      index.set(key, entry);
    }
  }
  return index;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function chooseWording(entry: GlossaryEntry, options: GlossaryOptions): string {
  if (entry.explained === undefined || options.state === undefined) return entry.plain;
  const key = entry.key ?? entry.plain;
  if (options.state.explained.has(key)) return entry.plain;
  options.state.explained.add(key);
  return entry.explained;
}

function matchCase(matched: string, replacement: string, titleCase: boolean): string {
  if (!/^\p{Lu}/u.test(matched)) return replacement;
  if (titleCase) {
    return replacement
      .split(' ')
      .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : capitalise(word)))
      .join(' ');
  }
  return capitalise(replacement);
}

/** Upper-cases the first letter of the text. */
export function capitalise(text: string): string {
  // Only a letter that opens the text (after quotes or brackets) is raised: "27.3% of children" stays as it is.
  return text.replace(/^([\s"'“‘([]*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

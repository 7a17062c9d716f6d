import { isAbbreviationLike } from './acronyms.js';
import { countWords } from './sentences.js';

/** What a part of a title after its head does for the reader, which decides whether a simplified title keeps it. */
export type TitlePartRole =
  /** The part that leads the title. */
  | 'head'
  /** It asks the paper's question ("… : are they different diseases?"): always kept. */
  | 'question'
  /** It states what was found ("… : exercise lowers blood pressure"): always kept. */
  | 'finding'
  /** It says the paper is a protocol, a plan with no results yet: kept, in plain words. */
  | 'protocol'
  /** A design note, a label or a trial's name ("a systematic review", "A new outlook", "the MAPA study"): dropped. */
  | 'note'
  /** Anything else (a setting, a scope, a list of topics): kept when the title fits. */
  | 'detail';

/** One part of a title, with the separator that came before it ("" for the head). */
export interface TitlePart {
  text: string;
  separator: string;
  role: TitlePartRole;
}

// Subtitles follow ": ", a spaced dash before a capital, or a question mark that does not end the title.
const SEPARATOR = /:\s+|\s+[-–—]\s+(?=\p{Lu})|(?<=\?)\s+(?=\S)/gu;

const DESIGN_NOUN = String.raw`(?:study|studies|trial|review|meta-?analysis|analysis|survey|experience|evaluation|audit|report|series|investigation|approach|outlook|overview|update|perspective|commentary|editorial|case in point|case|observation|results)`;
// A note: a few words ending in (or built around) a design noun, such as "A Case-Control Study from India" or
// "Preliminary Results of the MAPA Longitudinal Study".
const NOTE = new RegExp(
  String.raw`^(?:(?:a|an|the)\s+)?(?:[\p{L}\p{N}’'/-]+\s+){0,7}?${DESIGN_NOUN}(?:\s+(?:from|in|of|among|at|with|on)\s+.*)?$`,
  'iu',
);
const PROTOCOL = /\bprotocol\b/i;
// Words that make a subtitle a statement: a finite verb, or the wording of a link between two things.
const FINDING =
  /(?<!\bto )\b(?:is|are|was|were|does|do|did|has|have|had|can|cannot|may|might|could|should|will|predicts?|improves?|reduces?|increases?|decreases?|lowers?|raises?|drives?|affects?|causes?|prevents?|matters?|remains?|shows?|reveals?|protects?|worsens?|explains?|outperforms?|fails?|works?|helps?|doubles?|halves?|associated with|linked (?:to|with))\b/i;

/** A title's parts in order, joined by their separators they give the title back. */
export function titleParts(title: string): TitlePart[] {
  const parts: TitlePart[] = [];
  let start = 0;
  let separator = '';
  for (const match of title.matchAll(SEPARATOR)) {
    if (insideBrackets(title.slice(0, match.index))) continue;
    parts.push({ text: title.slice(start, match.index), separator, role: 'detail' });
    separator = match[0];
    start = match.index + match[0].length;
  }
  parts.push({ text: title.slice(start), separator, role: 'detail' });
  return parts.map((part, index) => ({ ...part, role: index === 0 ? 'head' : roleOf(part.text) }));
}

function roleOf(text: string): TitlePartRole {
  const trimmed = text.trim().replace(/[.\s]+$/, '');
  if (trimmed.endsWith('?')) return 'question';
  if (PROTOCOL.test(trimmed)) return 'protocol';
  if (FINDING.test(trimmed)) return 'finding';
  if (NOTE.test(trimmed) || (countWords(trimmed) === 1 && isAbbreviationLike(trimmed))) return 'note';
  if (countWords(trimmed) <= 3 && !/\d/.test(trimmed) && /^(?:a|an|the)\s/i.test(trimmed)) return 'note';
  return 'detail';
}

/**
 * True when the head is a name rather than a description: one word that reads as an abbreviation ("Mini-AFTERc: a
 * controlled pilot trial of …"), so the part after it says what the paper is about and the name can go.
 */
export function isNameHead(head: string): boolean {
  const trimmed = head.trim();
  return countWords(trimmed) === 1 && isAbbreviationLike(trimmed);
}

/** True when the end of the text is inside brackets or quotation marks, where a title has no subtitle and no phrase boundary. */
export function insideBrackets(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return count(/[([“]/g) > count(/[)\]”]/g) || count(/"/g) % 2 === 1;
}

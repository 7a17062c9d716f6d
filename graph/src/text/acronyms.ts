/** Short forms a lay reader already knows, which are never spelled out. */
export const FAMILIAR_ACRONYMS: ReadonlySet<string> = new Set([
  'DNA',
  'RNA',
  'HIV',
  'AIDS',
  'MRI',
  'CT',
  'PET',
  'BMI',
  'AI',
  'ICU',
  'TB',
  'COVID-19',
  'COVID',
  'SARS-CoV-2',
  'US',
  'USA',
  'UK',
  'EU',
  'UN',
  'WHO',
  'PCR',
  'ECG',
  'GP',
  'NHS',
  'IQ',
  'CEO',
  'GPT',
]);

/** The longest spelled-out form worth putting back in place of a short form. */
const MAX_EXPANSION_WORDS = 6;

/** Short form → spelled-out form, as the text defined it ("large language models (LLMs)"). */
export type AcronymMap = ReadonlyMap<string, string>;

/**
 * True for a single token that reads as an abbreviation: two or more capitals ("ENSRS", "LLMs",
 * "ATTR-CM"), or a capital with a digit ("Rv0080", "GHS-R1A").
 */
export function isAbbreviationLike(token: string): boolean {
  const trimmed = token.trim();
  if (trimmed.length > 16 || !/^[\p{L}\p{N}][\p{L}\p{N}\-/&+.·']*$/u.test(trimmed)) return false;
  const capitals = (trimmed.match(/\p{Lu}/gu) ?? []).length;
  return capitals >= 2 || (capitals >= 1 && /\d/.test(trimmed));
}

/**
 * Finds "long form (SHORT)" and "(long form, SHORT)" definitions in the given texts. The long form is
 * the words whose initials spell the short form or, failing that, the Schwartz–Hearst match: each
 * letter of the short form appears, in order, in the words before it, and its first letter starts a
 * word. Familiar short forms, one-word long forms and long spelled-out forms are left out. Earlier texts win.
 */
export function findAcronyms(texts: readonly string[]): AcronymMap {
  const found = new Map<string, string>();
  const define = (short: string, clause: string, before: string): void => {
    if (found.has(short) || FAMILIAR_ACRONYMS.has(short) || !isAbbreviationLike(short)) return;
    let long = longFormFor(short, clause.trim().split(/\s+/).filter(Boolean));
    if (long === null || countWordsIn(long) < 2 || countWordsIn(long) > MAX_EXPANSION_WORDS) return;
    // A long form that opens a sentence carries a capital it does not keep mid-sentence.
    const opensSentence = new RegExp(String.raw`(?:^|[.!?:]\s*|\n\s*)${escapeRegExp(long)}\s*$`, 'u').test(before);
    if (opensSentence && /^\p{Lu}[\p{Ll}\-']+\s/u.test(long) && !/\s\p{Lu}/u.test(long)) {
      long = long.charAt(0).toLowerCase() + long.slice(1);
    }
    found.set(short, long);
  };
  for (const text of texts) {
    for (const match of text.matchAll(/\(([^()\s;,]{2,16})(?:[;,][^()]*)?\)/g)) {
      const before = text.slice(Math.max(0, match.index - 160), match.index);
      define(match[1], before.split(/[.;:!?()[\],]/).pop() ?? '', before);
    }
    for (const match of text.matchAll(/\((?:e\.g\.|i\.e\.)?,?\s*([^()]{3,80}),\s*([^()\s;,]{2,16})\)/g)) {
      define(match[2], match[1].split(/[,;]/).pop() ?? '', '');
    }
  }
  return found;
}

/**
 * Spells out defined short forms: a "(SHORT)" definition left in the text is removed, and each short form standing
 * alone (or with a plural "s") becomes its long form. With `spelledOut`, a short form already spelled out once in the
 * summary becomes a short reference to its head noun instead ("the system" for "electromagnetic navigation surgical
 * robotic system"), when no other short form of the abstract shares that head; `spelledOut` records each first use.
 */
export function expandAcronyms(text: string, acronyms: AcronymMap, spelledOut?: Set<string>): string {
  let out = text;
  const shorts = [...acronyms.keys()].sort((a, b) => b.length - a.length);
  const heads = [...acronyms.values()].map(headNoun);
  for (const short of shorts) {
    const long = acronyms.get(short) ?? short;
    const head = headNoun(long);
    const reference = head !== null && heads.filter((other) => other === head).length === 1 ? head : null;
    const escaped = escapeRegExp(short);
    out = out.replace(new RegExp(String.raw`\s*\(${escaped}\)`, 'gu'), '');
    const standalone = new RegExp(String.raw`(?<![\p{L}\p{N}\-/])(?:([Tt]he|[Aa]n?)\s+)?${escaped}(s?)(?![\p{L}\p{N}\-/])`, 'gu');
    out = out.replace(standalone, (_, article: string | undefined, plural: string, offset: number) => {
      const spelled = plural === '' || long.endsWith('s') ? long : `${long}s`;
      // Only a short form that stands as a noun of its own ("the ENSRS", or opening the sentence) can become "the system".
      const standsAlone = article !== undefined || offset === 0;
      if (spelledOut === undefined || !spelledOut.has(short) || reference === null || !standsAlone) {
        spelledOut?.add(short);
        return article === undefined ? spelled : `${article} ${spelled}`;
      }
      const the = article === undefined || /^a/i.test(article) ? 'the' : article;
      return `${the} ${plural === '' || reference.endsWith('s') ? reference : `${reference}s`}`;
    });
  }
  return out;
}

// The last word of a long form, when it is a plain lower-case noun ("system", "models"); null otherwise.
function headNoun(long: string): string | null {
  const words = long.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return words.length >= 3 && /^[a-z]{4,}$/.test(last) ? last : null;
}

function longFormFor(short: string, words: readonly string[]): string | null {
  const letters = short.toLowerCase();
  const window = words.slice(-Math.min(letters.length + 5, letters.length * 2));
  const initials = letters.replace(/[^\p{L}\p{N}]/gu, '').replace(/s$/, '');
  const byInitials = window.slice(-initials.length);
  if (byInitials.length === initials.length && byInitials.map((word) => word.charAt(0).toLowerCase()).join('') === initials) {
    return byInitials.join(' ');
  }
  const candidate = window.join(' ');
  const lower = candidate.toLowerCase();
  let s = letters.length - 1;
  let l = lower.length - 1;
  while (s >= 0) {
    const c = letters[s];
    if (!/[\p{L}\p{N}]/u.test(c)) {
      s -= 1;
      continue;
    }
    while (l >= 0 && (lower[l] !== c || (s === 0 && l > 0 && /[\p{L}\p{N}]/u.test(lower[l - 1])))) l -= 1;
    if (l < 0) return null;
    l -= 1;
    s -= 1;
  }
  const start = candidate.lastIndexOf(' ', l + 1) + 1;
  const long = candidate.slice(start).trim();
  return long === '' || long.includes(short) ? null : long;
}

function countWordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

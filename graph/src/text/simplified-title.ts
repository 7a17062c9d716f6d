import { expandAcronyms, FAMILIAR_ACRONYMS, type AcronymMap } from './acronyms.js';
import { applyGlossary, capitalise } from './plain-language.js';
import { toPlainText } from './plain-text.js';
import { countWords } from './sentences.js';
import { insideBrackets, isNameHead, titleParts, type TitlePart } from './title-parts.js';

/** The length a simplified title is brought within when it can be without losing what the paper asks or studied. */
export const MAX_TITLE_LENGTH = 100;
/** The longest simplified title: one that cannot be shorter without losing its meaning stays up to this length. */
export const LONGEST_TITLE = 140;

/** A part before a subtitle needs this many words to stand alone. */
const MIN_HEAD_WORDS = 3;
/** A shortened title keeps at least this many words. */
const MIN_SHORT_WORDS = 4;

const MINOR_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'versus',
  'vs',
]);

// Phrases a title can lose from the end and still say who was studied and what was found: the setting, the method,
// the period. Each boundary is the start of a phrase that may be dropped; a closing participle ("… Discharged From the
// Emergency Department") goes with its phrase.
const PHRASE_BOUNDARY =
  /,\s+|\s+(?=(?:in|of|among|amongst|with|without|after|before|since|during|for|from|using|based on|via|across|at|over|through|within|by|between|on|under|and|versus|vs)\s)|\s+(?=\p{L}+ing\s)|\s+(?=\p{L}+ed\s+(?:from|with|in|at|to|by|for|after|on|under)\s)/giu;
// Setting phrases a title can lose from its middle: "… Care at Home for People With …", "… in a Rural District". Other
// "in …" phrases often say who or what was studied ("in Older Adults", "in the Statutory Health Insurance") and stay.
const SETTING_START = /^(?:,\s+)?(?:(?:at|during|over|using|via|through|based on)\s|(?:in|from)\s+(?:a|an)\s)/iu;
// The pandemic as the time of a study, which nearly every title of its years names: "during the COVID-19 Pandemic", "in
// the era of COVID-19", "amid the covid-19 pandemic".
const PANDEMIC_TIME =
  /^(?:,\s*)?\s*(?:during|in|amid|amidst|throughout)\s+(?:the\s+)?(?:(?:era|time|times|wake|context)\s+of\s+(?:the\s+)?)?(?:(?:COVID(?:[-‐]19)?|SARS-CoV-2|coronavirus)\s*(?:pandemic|outbreak|crisis|era)?|pandemic)\s*$/iu;
const METHOD_TAIL = /,?\s+(?:using|based on|via|by means of|through)\s+[^,]+$/iu;
const PERIOD_TAIL = /(?:,?\s+(?:in|from|during|over|between)\s+|,\s*)\d{4}(?:\s*(?:[-–]|and|to)\s*\d{4})?$/iu;
// Modifiers a title loses without changing what it says ("the impact of different … strategies").
const REDUNDANT_MODIFIER = /(?<![\p{L}\p{N}-])(?:different|various|specific|particular|several|certain|respective)\s+(?=\p{L})/giu;

/** What a simplified title is built from: its parts, before plain words, and how to write them plainly. */
interface TitleDraft {
  parts: TitlePart[];
  plain: (text: string) => string;
}

/**
 * A shorter, plainer title that still says what the paper asks and who or what it studied. Markup, translation
 * brackets, trailing full stops, parenthetical asides (abbreviation definitions, periods, design notes), a closing
 * "using …" method and a bare period ("in 2019–2021") go. A subtitle goes only when it adds no meaning (a design note,
 * a label, a trial's name); one that asks the paper's question or states its finding stays, a protocol note becomes
 * "plan for a trial", and any other subtitle stays when the title fits within 100 characters. A name before the colon
 * ("Mini-AFTERc: a controlled pilot trial of …") gives way to the description after it. Abbreviations the abstract
 * defines (`acronyms`) are spelled out, all-capitals titles are put in sentence case (acronyms kept) and jargon is
 * replaced from the reviewed lay vocabulary. A title still over 100 characters loses redundant modifiers ("different",
 * "various") and setting phrases from its middle ("at Home"); one that still cannot be shorter without losing its
 * meaning may run to 140, and only past that loses phrases from the end of its head. Never cut mid-phrase, never with an
 * ellipsis; a title that is already plain comes back unchanged.
 */
export function simplifyTitle(title: string, acronyms: AcronymMap = new Map()): string {
  const tidy = tidyTitle(title);
  const titleCase = isTitleCase(tidy.replace(/\s*\([^()]*\)/g, ''));
  const capitals = isAllCapitals(tidy);
  // In a Title Case title, a spelled-out abbreviation is title-cased too ("Spot Liquefied Natural Gas Prices").
  const spelled = titleCase ? new Map([...acronyms].map(([short, long]) => [short, toTitleCase(long)])) : acronyms;
  const draft: TitleDraft = {
    parts: keptParts(tidy),
    plain: (text) => applyGlossary(expandAcronyms(capitals ? toSentenceCase(text) : text, spelled), { titleCase }),
  };
  const fits = (limit: number) => render(draft).length <= limit;
  if (!fits(MAX_TITLE_LENGTH)) draft.parts[0] = { ...draft.parts[0], text: withoutSetting(draft, MAX_TITLE_LENGTH) };
  if (!fits(LONGEST_TITLE)) draft.parts[0] = { ...draft.parts[0], text: shortenedHead(draft, LONGEST_TITLE) };
  return capitalise(render(draft));
}

/** The parts a simplified title keeps, each tidied: notes dropped, a protocol note in plain words, a name head gone. */
function keptParts(title: string): TitlePart[] {
  let parts = titleParts(title);
  if (parts.length > 1 && isNameHead(parts[0].text) && countWords(parts[1].text) >= MIN_HEAD_WORDS) {
    parts = [{ ...parts[1], separator: '', role: 'head' }, ...parts.slice(2)];
  }
  // A head too short to stand alone ("Corrigendum: …", "Acutelines: a Dutch …") is read together with what follows.
  while (parts.length > 1 && countWords(parts[0].text) < MIN_HEAD_WORDS && parts[1].role !== 'question') {
    parts = [{ ...parts[0], text: parts[0].text + parts[1].separator + parts[1].text }, ...parts.slice(2)];
  }
  return parts
    .filter((part) => part.role !== 'note' && part.role !== 'detail')
    .map((part) => {
      if (part.role === 'protocol') return { ...part, text: /\btrial\b/i.test(part.text) ? 'plan for a trial' : 'plan for a study' };
      let text = part.text
        .replace(/\s*\([^()]*\)/g, '')
        .replace(/\s*\[[^\]]*\]/g, '')
        .replace(REDUNDANT_MODIFIER, '');
      if (part.role !== 'question') {
        text = text.replace(METHOD_TAIL, (tail) => (countWords(text) - countWords(tail) >= MIN_SHORT_WORDS ? '' : tail));
        text = text.replace(PERIOD_TAIL, '');
      }
      return { ...part, text: text.trim() };
    })
    .filter((part) => part.text !== '');
}

// A phrase that continues a list or a pair ("… moderate | and high …"): cutting before it leaves the list half-said.
function continuesList(phrase: string | undefined): boolean {
  return phrase !== undefined && /^\s*(?:and|or|versus|vs)\s/i.test(phrase);
}

function render(draft: TitleDraft): string {
  return join(draft.parts.map((part, index) => (index === 0 ? '' : part.separator) + draft.plain(part.text)));
}

function renderWithHead(draft: TitleDraft, head: string): string {
  return render({ ...draft, parts: [{ ...draft.parts[0], text: head }, ...draft.parts.slice(1)] });
}

/**
 * The head without a setting phrase whose removal brings the title closest within `limit`: the time of the pandemic
 * ("during the COVID-19 Pandemic") anywhere, or a place or method from the middle ("at Home", "in a Rural District").
 */
function withoutSetting(draft: TitleDraft, limit: number): string {
  const phrases = toPhrases(draft.parts[0].text);
  const droppable = (phrase: string, index: number): boolean => {
    if (index === 0) return false;
    if (PANDEMIC_TIME.test(phrase)) return true;
    // The phrase after a middle one must attach to what came before ("… Care at Home | for People With …"), or the cut
    // leaves a broken sentence ("… in Australia, during Children’s | Viewing Times").
    return (
      index < phrases.length - 1 &&
      SETTING_START.test(phrase.trimStart()) &&
      /^\s*(?:for|with|in|of|among|on|to)\s/i.test(phrases[index + 1])
    );
  };
  let head = draft.parts[0].text;
  const dropped = phrases.filter((phrase, index) => droppable(phrase, index) && PANDEMIC_TIME.test(phrase));
  if (dropped.length > 0) head = phrases.filter((phrase) => !dropped.includes(phrase)).join('');
  if (renderWithHead(draft, head).length <= limit) return head;
  return (
    phrases
      .map((phrase, index) => ({ phrase, index }))
      .filter(({ phrase, index }) => droppable(phrase, index) && !PANDEMIC_TIME.test(phrase))
      .map(({ index }) => phrases.filter((phrase, other) => other !== index && !dropped.includes(phrase)).join(''))
      .filter((shorter) => renderWithHead(draft, shorter).length <= limit)
      .sort((a, b) => b.length - a.length)[0] ?? head
  );
}

/** The head's most leading phrases that bring the title within `limit`, never ending on a minor word or a participle. */
function shortenedHead(draft: TitleDraft, limit: number): string {
  const phrases = toPhrases(draft.parts[0].text);
  for (let count = phrases.length - 1; count >= 1; count -= 1) {
    const head = join(phrases.slice(0, count));
    if (renderWithHead(draft, head).length > limit || countWords(head) < MIN_SHORT_WORDS || continuesList(phrases[count])) continue;
    if (endsWithMinorWord(head) || /\p{L}(?:ed|ing)$/u.test(head)) continue;
    return head;
  }
  const others = render(draft).length - draft.plain(draft.parts[0].text).length;
  return fitPhrases([draft.parts[0].text], Math.max(limit - others, MIN_SHORT_WORDS * 8));
}

/** A title the summariser cannot simplify (one not in English), tidied and brought within the length limit the same way. */
export function keepTitle(title: string): string {
  return fitPhrases(toPhrases(tidyTitle(title)), MAX_TITLE_LENGTH);
}

/** The title as plain text on one line: markup and translation brackets removed, no trailing full stop. */
export function tidyTitle(title: string): string {
  const plain = toPlainText(title).replace(/\s+/g, ' ').trim();
  return unwrapTranslation(plain).replace(/[\s.]+$/, '');
}

function unwrapTranslation(title: string): string {
  // PubMed puts English translations of foreign-language titles in square brackets.
  const wrapped = /^\[(.+)\][.\s]*$/.exec(title);
  if (wrapped !== null) return wrapped[1].trim();
  return title.replace(/\s*\[[^\]]*\][.\s]*$/, '');
}

/** Splits a title into phrases at the boundaries where a phrase may be dropped; joined, they give the title back. */
function toPhrases(title: string): string[] {
  const starts = [
    0,
    ...[...title.matchAll(PHRASE_BOUNDARY)].map((match) => match.index).filter((at) => at > 0 && !insideBrackets(title.slice(0, at))),
  ];
  return starts.map((start, index) => title.slice(start, starts[index + 1] ?? title.length));
}

/**
 * The phrases joined, within `limit` characters: whole when they fit; otherwise without the shortest setting phrase from
 * the middle whose removal is enough ("at Home", "in a Rural District"), so that who was studied stays; otherwise the
 * most leading phrases that fit. Never cut mid-phrase, never with an ellipsis.
 */
function fitPhrases(phrases: readonly string[], limit: number): string {
  const whole = join(phrases);
  if (whole.length <= limit) return whole;
  const middle = phrases
    .map((phrase, index) => ({ phrase, index }))
    .filter(({ phrase, index }) => index > 0 && index < phrases.length - 1 && SETTING_START.test(phrase.trimStart()))
    .map(({ index }) => join(phrases.filter((_, other) => other !== index)))
    .filter((shorter) => shorter.length <= limit)
    .sort((a, b) => b.length - a.length)[0];
  if (middle !== undefined) return middle;
  for (let count = phrases.length - 1; count >= 1; count -= 1) {
    const head = join(phrases.slice(0, count));
    if (head.length > limit || countWords(head) < MIN_SHORT_WORDS) continue;
    if (endsWithMinorWord(head) || /\p{L}(?:ed|ing)$/u.test(head)) continue;
    return head;
  }
  // No phrase boundary fits: keep whole words up to the limit, never ending on a minor word or with an ellipsis.
  const words = whole.slice(0, limit + 1).split(' ');
  words.pop();
  while (words.length > 1 && MINOR_WORDS.has(words[words.length - 1].toLowerCase().replace(/[^\p{L}]/gu, ''))) words.pop();
  return words.join(' ').replace(/[\s,;:–—-]+$/, '');
}

function join(phrases: readonly string[]): string {
  return phrases
    .join('')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
}

// A title cut after one of these would stop mid-statement ("… Micronutrient Adequacy Are").
const DANGLING_VERBS: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'can',
  'could',
  'may',
  'might',
  'will',
  'would',
  'not',
]);

function endsWithMinorWord(text: string): boolean {
  const last = (text.split(' ').pop() ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  return MINOR_WORDS.has(last) || DANGLING_VERBS.has(last);
}

function isAllCapitals(title: string): boolean {
  const letters = title.replace(/[^\p{L}]/gu, '');
  return countWords(title) >= 3 && letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !MINOR_WORDS.has(word.toLowerCase()));
  if (words.length < 3) return false;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised / words.length >= 0.8;
}

function toTitleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : capitalise(word)))
    .join(' ');
}

function toSentenceCase(title: string): string {
  const lowered = title
    .split(' ')
    .map((word) => (FAMILIAR_ACRONYMS.has(word.replace(/[^\p{L}\p{N}-]/gu, '')) || /\d/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return capitalise(lowered);
}

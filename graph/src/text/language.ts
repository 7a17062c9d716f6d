/** Languages the offline summariser can name; `other` is any further language, `en` is English. */
export type AbstractLanguage = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'other';

/** How the summary names each language. */
export const LANGUAGE_NAMES: Readonly<Record<Exclude<AbstractLanguage, 'en'>, string>> = {
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  other: 'a language other than English',
};

// The most frequent short words of each language; a text's share of them tells the languages apart.
const FUNCTION_WORDS: Readonly<Record<Exclude<AbstractLanguage, 'other'>, ReadonlySet<string>>> = {
  en: words('the of and in to a is was were with for that this by on as are from at be or an which these we'),
  es: words('el la los las de del y en que por para con una un se es su al como más fue entre sobre'),
  pt: words('o os as de do da dos das e em que por para com uma um se é não ao como mais foi entre sobre'),
  fr: words('le la les de du des et en que pour avec une un est pas au aux dans sur qui par'),
  de: words('der die das den dem des und in zu mit für ist von auf eine ein nicht sich bei wurde wurden'),
  it: words('il lo la gli le di del della e in che per con una un è non al dei delle sono tra'),
};

/** Below this share of English function words, with enough words to judge, a text is not English. */
const ENGLISH_SHARE = 0.12;
const MIN_WORDS = 20;

/**
 * The language an abstract is written in, judged by its share of each language's most frequent words. Texts too short
 * to judge, and texts with enough English function words, count as English.
 */
export function detectLanguage(text: string): AbstractLanguage {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (tokens.length < MIN_WORDS) return 'en';
  const share = (language: keyof typeof FUNCTION_WORDS) =>
    tokens.filter((token) => FUNCTION_WORDS[language].has(token)).length / tokens.length;
  if (share('en') >= ENGLISH_SHARE) return 'en';
  const ranked = (['es', 'pt', 'fr', 'de', 'it'] as const)
    .map((language) => ({ language, share: share(language) }))
    .sort((a, b) => b.share - a.share);
  const [best, second] = ranked;
  // Spanish and Portuguese share many short words; a language is named only when it clearly leads.
  return best.share >= 0.15 && best.share - second.share >= 0.02 ? best.language : 'other';
}

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' '));
}

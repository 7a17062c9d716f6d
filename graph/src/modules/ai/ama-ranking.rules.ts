// Words that carry no topic of their own in a question about a paper.
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing done during each either few for from further had has have having he her here hers him his how i
  if in into is it its itself just let me more most my no nor not of off on once only or other our ours out over own per
  please same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom whose why will with would you your yours tell know explain
  describe give show say says said paper article study studies studied abstract authors author researchers research investigators
  trial`.split(/\s+/),
);

/** Words that ask for a kind of content rather than a topic; they point at a part of the abstract. */
const INTENTS: ReadonlyArray<{ words: RegExp; kinds: readonly string[] }> = [
  {
    words: /^(?:find|found|finding|result|conclu[a-z]*|show[a-z]*|main|key|outcome|takeaway|bottom|effect|work|benefit)$/,
    kinds: ['results', 'conclusions'],
  },
  { words: /^(?:design|method[a-z]*|conduct[a-z]*|measure[a-z]*|how|type|kind|randomi[sz][a-z]*|recruit[a-z]*)$/, kinds: ['methods'] },
  { words: /^(?:aim|aims|objective|purpose|goal|why|question|hypothes[a-z]*|background)$/, kinds: ['objective', 'background'] },
  { words: /^(?:many|number|size|sample|enrol[a-z]*|particip[a-z]*|included)$/, kinds: ['methods', 'results'] },
];

/** Reduces a word to a rough stem so "patients" meets "patient" and "treated" meets "treatment"'s "treat". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 6 && /(?:ment|ness|tion|sion)$/.test(w)) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a text, accents removed. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? []
  ).flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]));
}

/** The topic terms of a text: its words without stopwords, stemmed. */
export function termsOf(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .map(stem);
}

/** The section kinds a question asks about by its wording, e.g. results for "what did they find". */
export function intentKinds(question: string): Set<string> {
  const kinds = new Set<string>();
  for (const word of wordsOf(question))
    for (const intent of INTENTS) if (intent.words.test(word)) for (const kind of intent.kinds) kinds.add(kind);
  return kinds;
}

/** One sentence's score for a question. */
export interface RankedSentence {
  index: number;
  score: number;
  /** The question's terms this sentence holds. */
  matched: Set<string>;
}

const K1 = 1.2;
const B = 0.75;

/**
 * BM25 over the abstract's sentences as documents: each sentence scores the sum, over the query terms (see termsOf) it holds,
 * of the term's inverse document frequency weighted by its saturated frequency and the sentence's length.
 * Answers the sentences by score, best first, with each term's weight for judging coverage.
 */
export function rankSentences(
  sentences: readonly string[],
  queryTerms: readonly string[],
): { ranked: RankedSentence[]; weights: Map<string, number> } {
  const documents = sentences.map((sentence) => termsOf(sentence));
  const count = documents.length;
  const averageLength = documents.reduce((sum, terms) => sum + terms.length, 0) / Math.max(1, count);
  const weights = new Map<string, number>();
  for (const term of queryTerms) {
    const frequency = documents.filter((terms) => terms.includes(term)).length;
    weights.set(term, Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5)));
  }
  const ranked = documents.map((terms, index) => {
    const matched = new Set<string>();
    let score = 0;
    for (const term of queryTerms) {
      const tf = terms.filter((candidate) => candidate === term).length;
      if (tf === 0) continue;
      matched.add(term);
      score += (weights.get(term) ?? 0) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * terms.length) / Math.max(1, averageLength))));
    }
    return { index, score, matched };
  });
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return { ranked, weights };
}

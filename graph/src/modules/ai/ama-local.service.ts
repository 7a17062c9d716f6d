import type { SectionKind } from '../../text/abstract-structure.js';
import { detectStudyDesign, formatCount } from '../../text/study-design.js';
import { LIMITS, type AnswerDraft, type Coverage } from './ai-output.types.js';
import type { PaperText } from './ai-provider.types.js';
import { isQuotable } from './ai-quotes.rules.js';
import { NOT_IN_ABSTRACT } from './ai-messages.render.js';
import { intentKinds, rankSentences, termsOf, wordsOf, type RankedSentence } from './ama-ranking.rules.js';

const ANSWERED_COVERAGE = 0.6;
const PARTLY_COVERAGE = 0.4;
const INTENT_BOOST = 1.5;
const SECOND_QUOTE_SHARE = 0.5;

// Question words that ask for a kind of content; they steer the choice of sentences but are no topic to match.
const INTENT_TERMS = new Set(
  termsOf(
    'find found finding findings result results conclude conclusion conclusions show showed main key outcome outcomes takeaway bottom line design method methods conducted type kind aim aims objective purpose goal many number size sample enrolled included participants patients people subjects',
  ),
);

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The role of each abstract sentence, from the section whose text holds it. */
function sentenceKinds(paper: PaperText): SectionKind[] {
  const sections = paper.sections.map((section) => ({ kind: section.kind, text: collapse(section.text) }));
  return paper.sentences.map((sentence) => {
    const probe = collapse(sentence.replace(/^[\p{Lu}][\p{L} ]{1,40}:\s*/u, '')).slice(0, 50);
    return sections.find((section) => section.text.includes(probe))?.kind ?? 'other';
  });
}

const PARTLY_OPENING = 'The abstract answers this only in part. The closest it comes:';

function draft(coverage: Coverage, chosen: string[]): AnswerDraft {
  if (coverage === 'notInAbstract' || chosen.length === 0) return { coverage: 'notInAbstract', answer: NOT_IN_ABSTRACT, quotes: [] };
  const opening = coverage === 'partly' ? `${PARTLY_OPENING} ` : '';
  // Two long sentences may not fit one answer; the better one, first in the list, always does.
  const sentences = `${opening}${chosen.join(' ')}`.length <= LIMITS.answer ? chosen : chosen.slice(0, 1);
  return { coverage, answer: `${opening}${sentences.join(' ')}`, quotes: sentences };
}

const DESIGN_WORDS =
  /\b(?:randomi[sz]ed|trials?|cohort|cross-sectional|case-control|meta-analys[ie]s|systematic review|scoping review|qualitative|retrospective|prospective|survey|case series|case report|observational|longitudinal|modell?ing study)\b/i;
const PEOPLE_COUNT =
  /\b\d[\d,]*\s+(?:[\p{L}-]+\s+){0,2}(?:patients|participants|adults|children|adolescents|women|men|people|individuals|subjects|respondents|students|infants|cases|volunteers)\b/iu;
const CONCLUSION_CUES =
  /\b(?:in conclusion|we conclude|concluded? that|(?:these|our|the) (?:findings|results|data) (?:suggest|indicate|show|demonstrate|support)|we found|this study (?:shows|showed|suggests|found|demonstrates))\b/i;

function byIntent(paper: PaperText, question: string, kinds: Set<string>, roles: SectionKind[]): AnswerDraft {
  const words = wordsOf(question);
  if (words.includes('many') || words.includes('size') || words.includes('sample')) {
    const size = detectStudyDesign(paper.title, paper.sections).size;
    const sentence = size && paper.sentences.find((s) => s.includes(formatCount(size.count)) || s.includes(String(size.count)));
    if (sentence) return draft('answered', [sentence]);
    // A count of people the detector did not take for the study's size may still be it, or one group of it.
    const counted = paper.sentences.find((s) => PEOPLE_COUNT.test(s));
    return counted ? draft('partly', [counted]) : draft('notInAbstract', []);
  }
  if (words.some((word) => /^(?:design|type|kind|method|methods)$/.test(word))) {
    const labelled = paper.sentences.filter((_, index) => roles[index] === 'methods').slice(0, 2);
    const named = paper.sentences.find((sentence) => DESIGN_WORDS.test(sentence));
    if (named) return draft('answered', [named]);
    return labelled.length ? draft('answered', labelled) : draft('notInAbstract', []);
  }
  const preference: SectionKind[] = kinds.has('conclusions')
    ? ['conclusions', 'results']
    : (['methods', 'objective', 'background', 'results'] as SectionKind[]);
  for (const kind of preference.filter((candidate) => kinds.has(candidate))) {
    const sentences = paper.sentences.filter((_, index) => roles[index] === kind).slice(0, 2);
    if (sentences.length) return draft('answered', sentences);
  }
  if (kinds.has('conclusions')) {
    const concluding = paper.sentences.filter((sentence) => CONCLUSION_CUES.test(sentence)).slice(-2);
    if (concluding.length) return draft('answered', concluding);
    // An abstract without headings usually closes on its conclusion, but nothing labels it as one.
    if (paper.sentences.length > 1) return draft('partly', [paper.sentences[paper.sentences.length - 1]]);
  }
  return draft('notInAbstract', []);
}

/**
 * The offline answer: ranks the abstract's sentences against the question's topic words (BM25, sentences boosted when
 * their section is the kind the question asks for) and quotes the best one or two. How much of the question's weight
 * the quoted sentences cover decides between answered, partly and 'The abstract does not say.'; a question of no topic
 * ("what did they find?") is answered from the section it asks for.
 */
export function answerFromAbstract(source: PaperText, question: string): AnswerDraft {
  // Only sentences that may be shown as quotes are candidates: no fragments, no links to other hosts.
  const quotable = (sentence: string) =>
    isQuotable(sentence, source.allowedHosts) && sentence.length <= LIMITS.answer - PARTLY_OPENING.length - 1;
  const paper = { ...source, sentences: source.sentences.filter(quotable) };
  if (paper.sentences.length === 0) return draft('notInAbstract', []);
  const kinds = intentKinds(question);
  const roles = sentenceKinds(paper);
  const terms = [...new Set(termsOf(question))].filter((term) => !INTENT_TERMS.has(term));
  if (terms.length === 0) return kinds.size ? byIntent(paper, question, kinds, roles) : draft('notInAbstract', []);

  const { ranked, weights } = rankSentences(paper.sentences, terms);
  const boosted: RankedSentence[] = ranked
    .map((entry) => ({ ...entry, score: entry.score * (kinds.has(roles[entry.index]) ? INTENT_BOOST : 1) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const [best, ...rest] = boosted;
  if (!best || best.score <= 0) return draft('notInAbstract', []);
  const chosen = [best];
  const second = rest.find(
    (entry) => entry.score >= best.score * SECOND_QUOTE_SHARE && [...entry.matched].some((term) => !best.matched.has(term)),
  );
  if (second) chosen.push(second);

  const matched = new Set(chosen.flatMap((entry) => [...entry.matched]));
  const total = terms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
  const covered = [...matched].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
  const coverage = total > 0 ? covered / total : 0;
  const sentences = chosen.map((entry) => paper.sentences[entry.index]);
  if (coverage >= ANSWERED_COVERAGE && matched.size >= Math.min(2, terms.length)) return draft('answered', sentences);
  // Part of an answer is one sentence about two of the question's topics, not two sentences about one each.
  if (coverage >= PARTLY_COVERAGE && best.matched.size >= 2) return draft('partly', sentences);
  return draft('notInAbstract', []);
}

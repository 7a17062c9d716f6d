import type { SectionKind } from './abstract-structure.js';

/** One abstract sentence considered for the summary. */
export interface Candidate {
  /** Position in the whole abstract, used to keep the original order. */
  index: number;
  /** Position within its own section, and that section's sentence count. */
  position: number;
  sectionSize: number;
  kind: SectionKind;
  /** The sentence as it appears in the abstract (plain text). */
  raw: string;
  /** Words once shortened and rewritten in plain language. */
  words: number;
  /** The sentence only restates the study size already given in the design sentence. */
  repeatsDesign?: boolean;
  /** Flesch-Kincaid grade once rewritten in plain language. */
  grade?: number;
}

/** Word and sentence limits for the extract. */
export interface SelectionLimits {
  /** Words already taken by fixed sentences (the preprint note, the design sentence). */
  usedWords: number;
  minWords: number;
  targetWords: number;
  maxWords: number;
  maxSentences: number;
}

/** Sentences shorter than this say too little to stand alone. */
const MIN_SENTENCE_WORDS = 6;
/** Sentences longer than this are too long for a lay summary. */
const MAX_SENTENCE_WORDS = 60;
/** Above this a sentence still counts, but loses points. */
const COMFORTABLE_WORDS = 35;

/**
 * A summary that already has two sentences and this many words is not lengthened with a sentence harder than
 * `HARD_GRADE`: a shorter summary that reads easily serves a lay reader better.
 */
const SHORT_BUT_COMPLETE_WORDS = 30;
/** A conclusion above this grade is not kept for its own sake; it competes like any other sentence. */
const MAX_CONCLUSION_GRADE = 16;
const HARD_GRADE = 11;

/** Sentences above this Flesch-Kincaid grade lose points, `GRADE_WEIGHT` per grade. */
const GRADE_TARGET = 7;
const GRADE_WEIGHT = 1.5;

const STRONG_CUES =
  /\b(?:in conclusion|we conclude|conclude[sd]? that|our (?:findings|results|data)|these (?:findings|results|data)|we found|found that|we show|we observed|we identified|this study shows|the results show)\b/gi;
const MEDIUM_CUES =
  /\b(?:suggest(?:s|ed)?|associated with|linked to|showed|shown|reveal(?:s|ed)?|indicat(?:e|es|ed)|results?|findings?|identified|led to|outperform(?:s|ed)?|no evidence|did not|was not|were not|effective|highlight(?:s|ed)?|underscore[sd]?|support(?:s|ed)?|show potential)\b/gi;
const WEAK_CUES =
  /\b(?:higher|lower|increase[sd]?|decrease[sd]?|reduc(?:e|es|ed|tion)|improv(?:e|es|ed|ement)|risk|more likely|less likely|compared|overall|odds|better|worse|achieved|faster|slower|potential|best)\b/gi;
const AIM_OR_METHOD =
  /\b(?:the aim|we aimed|aims? (?:of|to)|objectives?|purpose of|this study (?:aimed|aims|sought)|to (?:investigate|assess|evaluate|examine|explore|determine|describe|compare)|was conducted|were (?:recruited|enrolled|collected|measured|assessed|analy[sz]ed|obtained|divided|compiled|compared|categori[sz]ed|prompted|validated using)|analyses compared|data were|we (?:use|used|apply|applied|conducted|performed|searched|developed|examined|investigated|assessed|evaluated|explored|analy[sz]ed|sought|describe)|questionnaire|regression models?)\b/i;
const BASELINE = /\b(?:mean|median|average) (?:age|BMI|body mass index)\b/i;
const ADVICE =
  /\b(?:should|must|ought to|recommend(?:s|ed|ation)?|advis(?:e|ed|able)|needs? to|it is necessary|is warranted|are warranted|encourag(?:e|ed|ing))\b/i;
// Openings that lean on a sentence the summary may have left out.
const DANGLING =
  /^(?:it|they|however|conversely|in contrast|thus|therefore|hence|consequently)\b|\b(?:of|among|in) (?:these|them|those)\b/i;
const NOT_CONTENT =
  /\b(?:funded by|funding|grant(?:ed)? (?:number|no)|registered (?:at|with|under)|clinicaltrials\.gov|NCT\d{6,}|PROSPERO|CRD\d+|copyright|all rights reserved|©)/i;
const PERCENT = /\d\s*%/;

/**
 * Scores a sentence for a lay summary: findings and conclusions language, percentages and a place in a
 * conclusions or results section score up; aims, methods, advice, questions, long sentences and dense
 * figures score down. In an unstructured abstract the opening (usually background) scores down and the
 * last sentences (usually conclusions) up.
 */
export function scoreCandidate(candidate: Candidate, structured: boolean, readability = true): number {
  const { raw, kind, words, position, sectionSize } = candidate;
  let score = 0;
  if (kind === 'conclusions') score += 3;
  else if (kind === 'results') score += 1.5;

  const cues = 3 * countMatches(raw, STRONG_CUES) + 2 * countMatches(raw, MEDIUM_CUES) + countMatches(raw, WEAK_CUES);
  score += Math.min(cues, 6);
  if (PERCENT.test(raw)) score += 1;

  if (AIM_OR_METHOD.test(raw)) score -= 3;
  if (BASELINE.test(raw)) score -= 3;
  if (DANGLING.test(raw)) score -= 1.5;
  if (candidate.repeatsDesign === true) score -= 4;
  if (ADVICE.test(raw)) score -= 4;
  if (/\?\s*$/.test(raw)) score -= 3;

  if (!structured) {
    // Unstructured abstracts still run background → methods → results → conclusions.
    const place = sectionSize > 1 ? position / (sectionSize - 1) : 1;
    if (position === 0) score -= 2;
    else if (place < 0.25) score -= 1;
    if (place >= 0.75) score += 1.5;
    else if (place >= 0.5) score += 0.5;
  }

  // A hard sentence costs the reader more than a weaker one that reads easily.
  if (readability && candidate.grade !== undefined) score -= Math.max(0, candidate.grade - GRADE_TARGET) * GRADE_WEIGHT;
  if (words > COMFORTABLE_WORDS) score -= 2;
  if (words > 45) score -= 3;
  const figures = raw.split(/\s+/).filter((token) => /\d/.test(token)).length;
  if (figures > 4) score -= 1;
  if (figures > 8) score -= 2;
  return score;
}

function isUsable(candidate: Candidate): boolean {
  if (candidate.kind === 'excluded') return false;
  // Advice is the authors' to give, not a summary's: such sentences are never passed on.
  if (NOT_CONTENT.test(candidate.raw) || ADVICE.test(candidate.raw) || /^\(/.test(candidate.raw)) return false;
  return candidate.words >= MIN_SENTENCE_WORDS && candidate.words <= MAX_SENTENCE_WORDS;
}

/**
 * Picks the best sentences and returns them in their original order. The best conclusion (when the abstract has a
 * conclusions section) is always among them. With a structured abstract the results and conclusions are read first; other sentences only fill in when those leave the summary
 * short. Stops once there are two sentences and the target length is reached, or at the sentence limit.
 */
export function selectSentences<T extends Candidate>(candidates: readonly T[], structured: boolean, limits: SelectionLimits): T[] {
  const usable = candidates.filter(isUsable);
  const scores = new Map(usable.map((candidate) => [candidate, scoreCandidate(candidate, structured)]));
  const ranked = (pool: readonly T[]): T[] => [...pool].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a.index - b.index);

  const chosen: T[] = [];
  let total = limits.usedWords;
  const take = (pool: readonly T[], stopAt: number, maxSentences: number, minScore: number): void => {
    for (const candidate of ranked(pool)) {
      if (chosen.length >= maxSentences || (chosen.length >= 2 && total >= stopAt)) return;
      if (chosen.includes(candidate) || total + candidate.words > limits.maxWords) continue;
      if ((scores.get(candidate) ?? 0) < minScore && chosen.length >= 2 && total >= limits.minWords) continue;
      if ((candidate.grade ?? 0) > HARD_GRADE && chosen.length >= 2 && total >= SHORT_BUT_COMPLETE_WORDS) continue;
      chosen.push(candidate);
      total += candidate.words;
    }
  };

  // The authors' own conclusion is what a lay reader most needs: the best one (by what it says, not how it reads) is
  // kept unless even plain words leave it too hard to follow. An unstructured abstract concludes in its last sentences.
  const concluding = usable.filter(
    (c) =>
      (structured ? c.kind === 'conclusions' : c.position >= c.sectionSize - 3 && c.sectionSize >= 3) &&
      !ADVICE.test(c.raw) &&
      (c.grade ?? 0) <= MAX_CONCLUSION_GRADE,
  );
  const conclusion = [...concluding].sort(
    (a, b) => scoreCandidate(b, structured, false) - scoreCandidate(a, structured, false) || b.index - a.index,
  )[0];
  if (conclusion !== undefined && conclusion.words <= limits.maxWords - total) {
    chosen.push(conclusion);
    total += conclusion.words;
  }
  const preferred = structured ? usable.filter((c) => c.kind === 'results' || c.kind === 'conclusions') : usable;
  // Weak sentences only lengthen a summary that is already long enough to stand; below the minimum any will do.
  take(preferred, limits.targetWords, limits.maxSentences, 0);
  if (total < limits.minWords) take(usable, limits.minWords, limits.maxSentences + 1, Number.NEGATIVE_INFINITY);
  if (chosen.length === 0) {
    const shortest = [...candidates].filter((c) => c.kind !== 'excluded' && !NOT_CONTENT.test(c.raw)).sort((a, b) => a.words - b.words)[0];
    if (shortest !== undefined) chosen.push(shortest);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

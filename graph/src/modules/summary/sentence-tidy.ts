import { HEADING_ALTERNATION } from './abstract-structure.js';
import { isAbbreviationLike } from './acronyms.js';
import { capitalise } from './plain-language.js';

const STAT_LABEL = String.raw`CI|CrI|OR|aOR|AOR|HR|aHR|RR|aRR|IRR|SMD|MD|SD|SE|SEM|IQR|AUC|AUROC|MCC|ICC|SUV\w*|ES|d|r|R2|R²|rho|beta|β|ρ|κ|K|p|P|n|N|df|t|F|z|U|χ2|χ²|dN\/dS`;
const STATISTIC = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:${STAT_LABEL})\s*(?:[:=<>≤≥]|\s[-+−]?\d)`,
    String.raw`\d\s*%\s*(?:CI|CrI)`,
    String.raw`confidence interval|credible interval|standard deviation|p-?value`,
    String.raw`[±]`,
    String.raw`\bvs\.?\s*[-+−]?\d`,
    String.raw`\b(?:mean|median|range)\b`,
  ].join('|'),
  'u',
);

const INLINE_STATISTIC = new RegExp(
  [
    String.raw`,?\s*\b[pP]\s*[<>=≤≥]\s*0?\.\d+`,
    String.raw`\s*(?:,|\band\b)?\s*(?:Cohen[’']?s\s+)?(?<![\p{L}\p{N}])(?:kappa|κ|K)\s*=\s*[-+−]?\d*\.?\d+`,
    String.raw`,\s*\b(?:r|rho|ρ|β|beta|OR|aOR|HR|RR|AUC|AUROC|ICC|MCC)\s*=\s*[-+−]?\d*\.?\d+`,
  ].join('|'),
  'gu',
);
const GROUP = /\s*([([])([^()[\]\u0001\u0002]*)[)\]]/g;
const LEADING_HEADING = new RegExp(String.raw`^(?:${HEADING_ALTERNATION})\s+(?=\p{Lu}(?:\p{Ll}|\s))`, 'u');
const FILLER_OPENING =
  /^(?:interestingly|notably|intriguingly|importantly|indeed|additionally|moreover|furthermore|in addition|remarkably|strikingly),\s*/i;

/**
 * Shortens a sentence for lay readers: drops statistical asides ("(95% CI …)", "(OR = …)", "[…]",
 * p values, kappa and correlation figures), abbreviation definitions ("(ENSRS)"), "e.g."/"i.e."
 * asides, a run-in heading word ("Findings The …") and filler openings ("Interestingly, …").
 * Other parentheses are kept.
 */
export function stripAsides(sentence: string): string {
  let out = sentence.replace(LEADING_HEADING, '').replace(FILLER_OPENING, '');
  let previous = '';
  while (previous !== out) {
    previous = out;
    out = out.replace(GROUP, (whole, open: string, content: string) => {
      if (isAside(content)) return '';
      const [start, end] = open === '(' ? ['\u0001', '\u0002'] : ['\u0003', '\u0004'];
      return whole.replace(/[([]/, start).replace(/[)\]]$/, end);
    });
  }
  out = out
    .replace(/\u0001/g, '(')
    .replace(/\u0002/g, ')')
    .replace(/\u0003/g, '[')
    .replace(/\u0004/g, ']');
  return out.replace(INLINE_STATISTIC, '');
}

/** Writes comparison symbols as words ("≥10" → "at least 10", "~5" → "about 5") and drops "± spread" figures. */
export function symbolsToWords(text: string): string {
  return text
    .replace(/\s*±\s*[\d.]+/g, '')
    .replace(/≤\s*/g, 'at most ')
    .replace(/≥\s*/g, 'at least ')
    .replace(/(^|[\s(])<\s*(?=[\d.])/g, '$1less than ')
    .replace(/(^|[\s(])>\s*(?=[\d.])/g, '$1more than ')
    .replace(/[~∼≈]\s*(?=\d)/g, 'about ')
    .replace(/\bvs\.?(?=\s)/g, 'versus');
}

/** Fixes the spacing and punctuation that removals leave behind, capitalises the start, and ends with a full stop. */
export function tidyPunctuation(sentence: string): string {
  let out = sentence
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]+\s*([.!?])/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s,;:.)\]-]+/, '')
    .trim();
  out = withoutUnmatchedClosers(out);
  if (out === '') return out;
  if (!/[.!?]["'”’)]*$/.test(out)) out = `${out.replace(/[,;:\s]+$/, '')}.`;
  return capitalise(out);
}

function isAside(content: string): boolean {
  const text = content.trim();
  if (text === '') return true;
  if (/^(?:e\.g\.|i\.e\.|eg\b|ie\b)/i.test(text)) return true;
  if (STATISTIC.test(text)) return true;
  const tokens = text.split(/\s+/);
  const numeric = tokens.filter((token) => /\d/.test(token)).length;
  const hasWord = tokens.some((token) => /^\p{L}{4,}[,;:]?$/u.test(token));
  if (numeric > 0 && numeric * 2 >= tokens.length && !hasWord) return true;
  const segments = text.split(/\s*[;,]\s*/);
  return isAbbreviationLike(segments[0]) || isAbbreviationLike(segments[segments.length - 1]);
}

// Removing one side of a bracket pair upstream can strand the other: "… at level of significance] was found."
function withoutUnmatchedClosers(text: string): string {
  const open: Record<string, number> = { ')': 0, ']': 0 };
  let out = '';
  for (const char of text) {
    if (char === '(') open[')'] += 1;
    else if (char === '[') open[']'] += 1;
    else if (char === ')' || char === ']') {
      if (open[char] === 0) continue;
      open[char] -= 1;
    }
    out += char;
  }
  return out
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

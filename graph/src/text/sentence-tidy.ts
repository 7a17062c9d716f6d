import { HEADING_ALTERNATION } from './abstract-structure.js';
import { capitalise } from './plain-language.js';

const INLINE_STATISTIC = new RegExp(
  [
    String.raw`,?\s*\b[pP]\s*[<>=≤≥]\s*0?\.\d+`,
    String.raw`\s*(?:,|\band\b)?\s*(?:Cohen[’']?s\s+)?(?<![\p{L}\p{N}])(?:kappa|κ|K)\s*=\s*[-+−]?\d*\.?\d+`,
    String.raw`,\s*\b(?:r|rho|ρ|β|beta|OR|aOR|HR|RR|AUC|AUROC|ICC|MCC)\s*=\s*[-+−]?\d*\.?\d+`,
    // Adjustment clauses are statistical apparatus too: "…, after adjustment for age, sex and smoking".
    String.raw`,?\s+(?:after|when) (?:adjustment|adjusting|controlling|accounting) for (?:(?!\b(?:was|were|is|are|had|has)\b)[^.;:])*?(?=[.;:]|$)`,
    String.raw`,?\s+(?:in|using) (?:the )?(?:multivariable|multivariate|adjusted|fully adjusted|sensitivity) (?:models?|analys[ie]s|regression)(?=[,.;:]|$)`,
  ].join('|'),
  'gu',
);
// Innermost brackets first, so nested asides go too.
const BRACKETED = /\s*[([][^()[\]]*[)\]]/g;
const LEADING_HEADING = new RegExp(String.raw`^(?:${HEADING_ALTERNATION})\s+(?=\p{Lu}(?:\p{Ll}|\s))`, 'u');
const FILLER_OPENING =
  /^(?:interestingly|notably|intriguingly|importantly|indeed|additionally|moreover|furthermore|in addition|remarkably|strikingly|empirically),\s*/i;

/**
 * Shortens a sentence for lay readers: drops every bracketed aside (statistics such as "(95% CI …)", abbreviation
 * definitions such as "(ENSRS)", examples, ranges), inline p values, kappa and correlation figures, a run-in heading
 * word ("Findings The …") and filler openings ("Interestingly, …"). What a reader needs is outside the brackets.
 */
export function stripAsides(sentence: string): string {
  let out = sentence.replace(LEADING_HEADING, '').replace(FILLER_OPENING, '');
  let previous = '';
  while (previous !== out) {
    previous = out;
    out = out.replace(BRACKETED, '');
  }
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

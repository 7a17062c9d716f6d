import { holdsForeignLinkOrImage } from './ai-output-safety.rules.js';
import type { PaperText } from './ai-provider.types.js';

/** The outcome of checking a provider's quotes against the abstract. */
export interface QuoteCheck {
  /** The abstract's own sentences that the verified quotes come from, in abstract order, without repeats. */
  sentences: string[];
  /** How many quotes the provider offered. */
  offered: number;
  /** How many of them occur word for word in the abstract (and hold no foreign link). */
  verbatim: number;
}

const MIN_WORDS = 4;

/** Whether an abstract sentence may be shown as a quote: four words or more, and no image or link to another host. */
export function isQuotable(sentence: string, allowedHosts: ReadonlySet<string>): boolean {
  return sentence.trim().split(/\s+/).length >= MIN_WORDS && !holdsForeignLinkOrImage(sentence, allowedHosts);
}

// Typography a model may normalise while copying; matching ignores it, but what is shown is always the abstract's text.
function comparable(text: string): string {
  return text
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function cleanQuote(raw: string): string {
  return comparable(raw)
    .replace(/^\[\d+\]\s*/, '')
    .replace(/^["']+|["']+$/g, '')
    .trim();
}

interface SentenceSpan {
  sentence: string;
  start: number;
  end: number;
}

function spans(sentences: readonly string[]): { text: string; spans: SentenceSpan[] } {
  const list: SentenceSpan[] = [];
  let text = '';
  for (const sentence of sentences) {
    const start = text.length === 0 ? 0 : text.length + 1;
    text = text.length === 0 ? comparable(sentence) : `${text} ${comparable(sentence)}`;
    list.push({ sentence, start, end: text.length });
  }
  return { text, spans: list };
}

/**
 * Checks each quote against the abstract: a quote counts only when it occurs there word for word (typographic
 * quotes, dashes and spacing aside), has at least four words, leaves nothing out ("…") and holds no image or link to a
 * host that is not allowed. Verified quotes are replaced by the whole abstract sentences they come from.
 */
export function verifyQuotes(quotes: readonly string[], paper: PaperText): QuoteCheck {
  const { text, spans: sentenceSpans } = spans(paper.sentences);
  const found = new Set<number>();
  let verbatim = 0;
  for (const raw of quotes) {
    const quote = cleanQuote(raw);
    if (!isQuotable(quote, paper.allowedHosts) || /\.\.\.|…/.test(quote)) continue;
    const start = text.indexOf(quote);
    if (start < 0) continue;
    const end = start + quote.length;
    const covering = sentenceSpans.flatMap((span, index) => (span.start < end && span.end > start ? [index] : []));
    if (covering.some((index) => !isQuotable(paper.sentences[index], paper.allowedHosts))) continue;
    verbatim += 1;
    for (const index of covering) found.add(index);
  }
  return {
    sentences: [...found].sort((a, b) => a - b).map((index) => paper.sentences[index]),
    offered: quotes.length,
    verbatim,
  };
}

/** Whether a text occurs in the abstract word for word (spacing aside), as the verbatim measure counts it. */
export function occursInAbstract(quote: string, abstract: string): boolean {
  return abstract.replace(/\s+/g, ' ').includes(quote.replace(/\s+/g, ' ').trim());
}

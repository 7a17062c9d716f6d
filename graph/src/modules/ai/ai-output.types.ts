/** How far an abstract answers a question. */
export const COVERAGES = ['answered', 'partly', 'notInAbstract'] as const;
export type Coverage = (typeof COVERAGES)[number];

/** Oxford CEBM (2011) levels of evidence, or 'not stated' when the abstract does not show the design. */
export const EVIDENCE_LEVELS = ['1', '2', '3', '4', '5', 'not stated'] as const;
export type EvidenceLevelValue = (typeof EVIDENCE_LEVELS)[number];

/** A provider's clinical takeaway, once it has the schema's shape (its content is not yet checked). */
export interface TakeawayDraft {
  bottomLine: string;
  population: string | null;
  intervention: string | null;
  comparison: string | null;
  outcome: string | null;
  studyDesign: string | null;
  levelOfEvidence: EvidenceLevelValue;
  sampleSize: number | null;
  sampleUnit: string | null;
  keyNumbers: string[];
  caveats: string[];
}

/** A provider's answer to a question, once it has the schema's shape. */
export interface AnswerDraft {
  coverage: Coverage;
  answer: string;
  quotes: string[];
}

export const LIMITS = {
  bottomLine: 700,
  field: 600,
  listItem: 600,
  keyNumbers: 6,
  caveats: 6,
  answer: 1500,
  quotes: 4,
  quote: 1200,
} as const;

// Length and count limits are stated in the descriptions and enforced when reading: strict structured outputs reject
// maxLength and some OpenAI-compatible servers reject maxItems.
const text = (description: string, maxLength: number) =>
  ({ type: 'string', description: `${description} At most ${maxLength} characters.` }) as const;
const optionalText = (description: string, maxLength: number) =>
  ({ type: ['string', 'null'], description: `${description} At most ${maxLength} characters.` }) as const;

/** The structured output asked of a model for a takeaway (OpenAI structured outputs, strict mode). */
export const TAKEAWAY_JSON_SCHEMA = {
  type: 'object',
  properties: {
    bottomLine: text('One or two sentences for a clinician: what the study found, as the abstract states it.', LIMITS.bottomLine),
    population: optionalText('Who was studied, as the abstract states it; null when it does not say.', LIMITS.field),
    intervention: optionalText('The intervention or exposure; null when the abstract names none.', LIMITS.field),
    comparison: optionalText('What the intervention was compared with; null when the abstract names nothing.', LIMITS.field),
    outcome: optionalText('The outcomes measured; null when the abstract does not say.', LIMITS.field),
    studyDesign: optionalText('The study design as the abstract names it, e.g. "randomised trial"; null when not stated.', 120),
    levelOfEvidence: { type: 'string', enum: [...EVIDENCE_LEVELS], description: 'Oxford CEBM 2011 level for the design.' },
    sampleSize: { type: ['integer', 'null'], description: 'Number of participants (or studies, for a review) when stated.' },
    sampleUnit: optionalText('What sampleSize counts, e.g. "patients" or "studies"; null without a sample size.', 60),
    keyNumbers: {
      type: 'array',
      description: 'Up to 6 key results with their numbers, each copied word for word from the abstract.',
      items: text('A result copied exactly from the abstract.', LIMITS.listItem),
    },
    caveats: {
      type: 'array',
      description: 'Up to 6 limits a clinician should weigh, each in one short sentence.',
      items: text('One caveat.', LIMITS.listItem),
    },
  },
  required: [
    'bottomLine',
    'population',
    'intervention',
    'comparison',
    'outcome',
    'studyDesign',
    'levelOfEvidence',
    'sampleSize',
    'sampleUnit',
    'keyNumbers',
    'caveats',
  ],
  additionalProperties: false,
} as const;

/** The structured output asked of a model for an answer. */
export const ANSWER_JSON_SCHEMA = {
  type: 'object',
  properties: {
    coverage: { type: 'string', enum: [...COVERAGES], description: 'Whether the abstract answers the question.' },
    answer: text('The answer in plain text, or exactly "The abstract does not say." for notInAbstract.', LIMITS.answer),
    quotes: {
      type: 'array',
      description: 'Up to 4 abstract sentences the answer relies on, each copied word for word; empty for notInAbstract.',
      items: text('One sentence copied exactly from the abstract.', LIMITS.quote),
    },
  },
  required: ['coverage', 'answer', 'quotes'],
  additionalProperties: false,
} as const;

type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function exactKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const present = Object.keys(value);
  return present.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

const string =
  (maxLength: number, allowEmpty = false): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength && (allowEmpty || value.trim() !== '') ? value : undefined;

const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

const list =
  <T>(read: Reader<T>, maxItems: number): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length > maxItems) return undefined;
    const items = value.map(read);
    return items.every((item) => item !== undefined) ? (items as T[]) : undefined;
  };

const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const count: Reader<number> = (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);

function readObject<T>(value: unknown, readers: { [K in keyof T]: Reader<T[K]> }): T | null {
  if (!isRecord(value) || !exactKeys(value, Object.keys(readers))) return null;
  const result: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T)[]) {
    const read = readers[key](value[key as string]);
    if (read === undefined) return null;
    result[key] = read;
  }
  return result as T;
}

/** The takeaway when `value` matches TAKEAWAY_JSON_SCHEMA exactly (no missing or extra field, limits kept), else null. */
export function readTakeawayDraft(value: unknown): TakeawayDraft | null {
  return readObject<TakeawayDraft>(value, {
    bottomLine: string(LIMITS.bottomLine),
    population: nullable(string(LIMITS.field)),
    intervention: nullable(string(LIMITS.field)),
    comparison: nullable(string(LIMITS.field)),
    outcome: nullable(string(LIMITS.field)),
    studyDesign: nullable(string(120)),
    levelOfEvidence: oneOf(EVIDENCE_LEVELS),
    sampleSize: nullable(count),
    sampleUnit: nullable(string(60)),
    keyNumbers: list(string(LIMITS.listItem), LIMITS.keyNumbers),
    caveats: list(string(LIMITS.listItem), LIMITS.caveats),
  });
}

/** The answer when `value` matches ANSWER_JSON_SCHEMA exactly, else null. */
export function readAnswerDraft(value: unknown): AnswerDraft | null {
  return readObject<AnswerDraft>(value, {
    coverage: oneOf(COVERAGES),
    answer: string(LIMITS.answer),
    quotes: list(string(LIMITS.quote), LIMITS.quotes),
  });
}

import { BadInputError } from '../../lib/errors.js';
import { SOURCE_NAMES, isSourceName, type SourceName } from '../article/article-sources.types.js';
import { DELIVERY_TIMES, isDeliveryTime, type DeliveryTime } from './digest.rules.js';
import type { DigestFrequency } from './email-preferences.entity.js';

/** The fields a change may carry; any may be left out, and `sources` may name only the sources that change. */
export interface EmailPreferencesPatch {
  emailDigest?: boolean;
  frequency?: DigestFrequency;
  deliveryTime?: DeliveryTime;
  sources?: Partial<Record<SourceName, boolean>>;
}

const FIELDS = ['emailDigest', 'frequency', 'deliveryTime', 'sources'];
const TIMES_TEXT = `${DELIVERY_TIMES.slice(0, -1).join(', ')} or ${DELIVERY_TIMES.at(-1)}`;
const SOURCES_TEXT = `${SOURCE_NAMES.slice(0, -1).join(', ')} or ${SOURCE_NAMES.at(-1)}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSources(value: unknown): Partial<Record<SourceName, boolean>> {
  if (!isRecord(value)) throw new BadInputError(`sources must map each of ${SOURCES_TEXT} to true or false.`);
  const sources: Partial<Record<SourceName, boolean>> = {};
  for (const [name, on] of Object.entries(value)) {
    if (!isSourceName(name)) throw new BadInputError(`"${name}" is not a source; sources are ${SOURCES_TEXT}.`);
    if (typeof on !== 'boolean') throw new BadInputError(`sources.${name} must be true or false.`);
    sources[name] = on;
  }
  return sources;
}

/**
 * Reads a change to the email preferences from untrusted input (a REST body or GraphQL arguments). Null or missing
 * fields are left unchanged. Throws BadInputError with a sentence for anything else that is not a valid value: an
 * unknown field, frequency or source, a time not in the list, a wrong type.
 */
export function parseEmailPreferencesPatch(input: unknown): EmailPreferencesPatch {
  if (!isRecord(input)) throw new BadInputError('Send the email preferences as a JSON object.');
  const unknown = Object.keys(input).find((key) => !FIELDS.includes(key));
  if (unknown) throw new BadInputError(`"${unknown}" is not an email preference; use emailDigest, frequency, deliveryTime or sources.`);
  const patch: EmailPreferencesPatch = {};
  const { emailDigest, frequency, deliveryTime, sources } = input;
  if (emailDigest !== undefined && emailDigest !== null) {
    if (typeof emailDigest !== 'boolean') throw new BadInputError('emailDigest must be true or false.');
    patch.emailDigest = emailDigest;
  }
  if (frequency !== undefined && frequency !== null) {
    if (frequency !== 'weekly' && frequency !== 'daily') throw new BadInputError('frequency must be weekly or daily.');
    patch.frequency = frequency;
  }
  if (deliveryTime !== undefined && deliveryTime !== null) {
    if (typeof deliveryTime !== 'string' || !isDeliveryTime(deliveryTime)) {
      throw new BadInputError(`deliveryTime must be one of ${TIMES_TEXT} (Eastern time).`);
    }
    patch.deliveryTime = deliveryTime;
  }
  if (sources !== undefined && sources !== null) patch.sources = readSources(sources);
  return patch;
}

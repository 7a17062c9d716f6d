import type { DigestFrequency } from '../../../gql/graphql';

/** '09:00' → '9:00 AM EST', '18:00' → '6:00 PM EST': the delivery times as readers see them (Eastern time). */
export function formatDeliveryTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix} EST`;
}

/** 'PubMed', 'PubMed and PLOS', 'PubMed, PLOS and DOAJ'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** One sentence saying when the digest goes out and what it draws from, or that it is off. */
export function digestScheduleSentence(preferences: {
  emailDigest: boolean;
  frequency: DigestFrequency;
  deliveryTime: string;
  sources: readonly string[];
}): string {
  if (!preferences.emailDigest) return 'The digest is off: Paperlight sends you no digest emails.';
  if (preferences.sources.length === 0) return 'Every source is off, so your digest has nothing to send. Turn on at least one source.';
  const when = preferences.frequency === 'DAILY' ? 'every day' : 'every Sunday';
  return `Your digest goes out ${when} at ${formatDeliveryTime(preferences.deliveryTime)}, with new papers from ${listNames(preferences.sources)}.`;
}

import type { DigestSettings_PreferencesFragment, EmailPreferencesInput } from '../../../gql/graphql';

/** The preferences as they will be once the server applies `patch` (fields left out keep their value). */
export function applyPreferencesPatch(current: DigestSettings_PreferencesFragment, patch: EmailPreferencesInput) {
  const sources = patch.sources ?? {};
  return {
    __typename: 'EmailPreferences' as const,
    emailDigest: patch.emailDigest ?? current.emailDigest,
    frequency: patch.frequency ?? current.frequency,
    deliveryTime: patch.deliveryTime ?? current.deliveryTime,
    sources: {
      __typename: 'DigestSources' as const,
      PubMed: sources.PubMed ?? current.sources.PubMed,
      medRxiv: sources.medRxiv ?? current.sources.medRxiv,
      PLOS: sources.PLOS ?? current.sources.PLOS,
      DOAJ: sources.DOAJ ?? current.sources.DOAJ,
    },
  };
}

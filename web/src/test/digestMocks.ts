import type { MockLink } from '@apollo/client/testing';
import { DigestPreviewDocument, EmailPreferencesDocument, UpdateEmailPreferencesDocument } from '../gql/graphql';
import { mockQuery } from './mocks';

export interface PreferencesFixture {
  emailDigest: boolean;
  frequency: 'WEEKLY' | 'DAILY';
  deliveryTime: string;
  sources: { PubMed: boolean; medRxiv: boolean; PLOS: boolean; DOAJ: boolean };
}

/** The API's explicit defaults: digest off, weekly, 09:00, every source on. */
export const DEFAULT_PREFERENCES: PreferencesFixture = {
  emailDigest: false,
  frequency: 'WEEKLY',
  deliveryTime: '09:00',
  sources: { PubMed: true, medRxiv: true, PLOS: true, DOAJ: true },
};

function preferencesData(preferences: PreferencesFixture) {
  return { __typename: 'EmailPreferences', ...preferences, sources: { __typename: 'DigestSources', ...preferences.sources } };
}

export function preferencesMock(preferences: PreferencesFixture = DEFAULT_PREFERENCES, delay = 0): MockLink.MockedResponse {
  return mockQuery(EmailPreferencesDocument, {}, { emailPreferences: preferencesData(preferences) }, delay);
}

/** The answer to one change: the input as sent, and the whole preferences the server then holds. */
export function updateMock(input: Record<string, unknown>, after: PreferencesFixture, delay = 0): MockLink.MockedResponse {
  return mockQuery(UpdateEmailPreferencesDocument, { input }, { updateEmailPreferences: preferencesData(after) }, delay);
}

type PreviewArticle = { id: string; title: string; simplifiedTitle: string | null; source: string; publishedDate: string };

/** A preview with one untitled part of these articles (a reader with no saved search), or with the parts given. */
export function previewMock(
  articles: PreviewArticle[],
  totalCount = articles.length,
  sections: Array<{ savedSearch: { id: string; name: string } | null; articles: PreviewArticle[]; totalCount: number }> = articles.length
    ? [{ savedSearch: null, articles, totalCount }]
    : [],
): MockLink.MockedResponse {
  return mockQuery(
    DigestPreviewDocument,
    {},
    {
      digestPreview: {
        __typename: 'DigestPreview',
        totalCount,
        periodStart: '2026-11-18T14:00:00.000Z',
        periodEnd: '2026-11-25T14:00:00.000Z',
        sections: sections.map((section) => ({
          __typename: 'DigestPreviewSection',
          totalCount: section.totalCount,
          savedSearch: section.savedSearch ? { __typename: 'SavedSearch', ...section.savedSearch } : null,
          articles: section.articles.map((article) => ({ __typename: 'Article', ...article })),
        })),
      },
    },
  );
}

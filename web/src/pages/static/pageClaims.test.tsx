import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN_VALID_MS } from '../../features/auth/utils/afterSignIn';
import { NOTIFICATION_POLL_MS } from '../../features/notifications/hooks/useNewArticleCheck';
import {
  ACCOUNT_FIELD_MINIMUMS,
  CATEGORY_COUNT,
  DATE_RANGE_DAYS,
  DIGEST_DELIVERY_TIMES,
  INGESTION_CATCH_UP_DAYS,
  SAVED_SEARCH_LIMITS,
  SESSION_IDLE_MINUTES,
} from '../../lib/limits';
import { OFFLINE_BOOKMARK_LIMIT, OFFLINE_READ_ANSWER_LIMIT } from '../../lib/offline';
import { STORAGE_KEYS } from '../../lib/storage';
import { premiumPlanMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './AboutPage';
import { CookiePolicyPage } from './CookiePolicyPage';
import { FAQ_ITEMS } from './faqItems';
import { FeaturesPage } from './FeaturesPage';
import { PricingPage } from './PricingPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import worker from '../../../public/sw.js?raw';

// Every number the marketing and policy pages state. A figure the product defines elsewhere is a claim built here
// from that one definition (web/src/lib/limits.ts restates the server's, and graph's client-claims test holds the two
// equal), so a page that hard-codes a figure fails once the definition changes. The other figures are commitments
// and dates the pages themselves are the source of, listed by page; any figure in neither list fails the walk, so a
// new number on these pages must be classified here.

const minutes = (ms: number) => ms / 60_000;
const clock = (time: string) => time.replace(/^0/, '');

/** The service's own commitments and dates, which no code defines. */
const SUPPORT_REPLY = 'We reply within 24 hours.';
const PRIVACY_REPLY = 'We answer privacy requests within 30 days.';
const MINIMUM_AGE = 13;
// docs/product/screens.md#static-pages: daily volume is given as '400+ a day' only.
const DAILY_VOLUME = ['400+ new articles', 'more than 400 new articles'];

interface PageClaims {
  name: string;
  render(): Promise<void> | void;
  /** Texts stating a figure the product defines: each must appear as written. */
  claims: string[];
  /** Texts stating a figure the page itself is the source of. */
  commitments: string[];
}

const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

const PAGES: PageClaims[] = [
  {
    name: 'About',
    render: () => void renderWithProviders(<AboutPage />),
    claims: [],
    commitments: [SUPPORT_REPLY],
  },
  {
    name: 'Features',
    render: () => void renderWithProviders(<FeaturesPage />),
    claims: [
      `by ${CATEGORY_COUNT} categories`,
      `checks for new papers every ${minutes(NOTIFICATION_POLL_MS)} minutes`,
      `(${DIGEST_DELIVERY_TIMES.slice(0, -1).map(clock).join(', ')} or ${clock(DIGEST_DELIVERY_TIMES[DIGEST_DELIVERY_TIMES.length - 1])} EST)`,
    ],
    commitments: [DAILY_VOLUME[0]],
  },
  {
    name: 'FAQ',
    render: () =>
      void renderWithProviders(
        <div>
          {FAQ_ITEMS.map((item) => (
            <section key={item.id}>{item.answer}</section>
          ))}
        </div>,
      ),
    claims: [
      `(up to ${INGESTION_CATCH_UP_DAYS} days back)`,
      `The feed shows the last ${DATE_RANGE_DAYS.LAST_7_DAYS} days`,
      `a username of at least ${ACCOUNT_FIELD_MINIMUMS.username} characters`,
      `a password of at least ${ACCOUNT_FIELD_MINIMUMS.password} characters`,
    ],
    commitments: [DAILY_VOLUME[1], PRIVACY_REPLY],
  },
  {
    name: 'Pricing',
    render: async () => {
      renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock({ unitAmount: 1234, currency: 'USD', interval: 'month' })] });
      // The price is the server's (docs/product/premium.md#price), shown as it answers.
      await screen.findByText('$12.34');
    },
    claims: [
      '$12.34',
      '$0',
      `${SAVED_SEARCH_LIMITS.free} saved searches, each with its own feed`,
      `Up to ${SAVED_SEARCH_LIMITS.premium} saved searches`,
      `(${SAVED_SEARCH_LIMITS.premium} with Premium)`,
    ],
    commitments: [],
  },
  {
    name: 'Privacy Policy',
    render: () => void renderWithProviders(<PrivacyPage />),
    claims: [`a session ends after ${SESSION_IDLE_MINUTES} minutes without activity`],
    commitments: [
      'November 25, 2026',
      'Usage analytics: 24 months.',
      'Support communications: 3 years.',
      `children under ${MINIMUM_AGE},`,
      `under ${MINIMUM_AGE} has given us`,
      // A name, not a figure: the password hashing algorithm.
      'Argon2id',
      PRIVACY_REPLY,
    ],
  },
  {
    name: 'Terms of Service',
    render: () => void renderWithProviders(<TermsPage />),
    claims: [],
    commitments: [
      'November 25, 2026',
      // Longest first, so '1. ' does not eat the end of '11. '.
      ...Array.from({ length: 12 }, (_, index) => `${12 - index}. `),
      `at least ${MINIMUM_AGE} years old`,
      SUPPORT_REPLY,
    ],
  },
  {
    name: 'Cookie Policy',
    render: () => void renderWithProviders(<CookiePolicyPage />),
    claims: [
      `${SESSION_IDLE_MINUTES} minutes after your last request; each request starts the ${SESSION_IDLE_MINUTES} minutes again`,
      `after ${minutes(AFTER_SIGN_IN_VALID_MS)} minutes, and when you close the tab`,
      `${Object.keys(STORAGE_KEYS).length} small items`,
      `your ${OFFLINE_BOOKMARK_LIMIT} most recently bookmarked articles`,
      `at most ${OFFLINE_READ_ANSWER_LIMIT} answers from your reading`,
    ],
    commitments: [
      'November 28, 2026',
      'Session, or up to 30 days',
      'Up to 1 year',
      'Up to 2 years',
      'Session to 1 year',
      // The same retention the Privacy Policy states.
      'kept for up to 24 months',
      'We reply within 5 business days.',
    ],
  },
];

describe("the marketing and policy pages' figures", () => {
  for (const page of PAGES) {
    it(`${page.name}: every figure is the product's or a listed commitment`, async () => {
      await page.render();
      let text = pageText();
      for (const stated of [...page.claims, ...page.commitments]) {
        expect(text, `${page.name} should say '${stated}'`).toContain(stated);
        text = text.split(stated).join(' ');
      }
      // Anything left with a digit is a figure no claim or commitment accounts for.
      expect(text.match(/[^\s]*\d[^\s]*/g) ?? [], `${page.name} states figures nobody checks`).toEqual([]);
    });
  }

  it('the Privacy and Cookie policies give the same retention for usage data', () => {
    renderWithProviders(
      <>
        <PrivacyPage />
        <CookiePolicyPage />
      </>,
    );
    const retention = [...pageText().matchAll(/(\d+) months/g)].map((match) => match[1]);
    expect(retention.length).toBe(2);
    expect(new Set(retention).size).toBe(1);
  });

  it("the offline limits the Cookie Policy states are the service worker's", () => {
    expect(worker).toContain(`const MAX_ANSWERS = ${OFFLINE_READ_ANSWER_LIMIT};`);
    expect(worker).toContain(`const MAX_BOOKMARKED_ARTICLES = ${OFFLINE_BOOKMARK_LIMIT};`);
  });
});

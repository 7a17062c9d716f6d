import { SAVED_SEARCH_LIMITS } from '../../lib/limits';

/** What every reader gets, free. */
export const FREE_PLAN_FEATURES = [
  'Plain-language AI summaries and simplified titles',
  'New papers every hour from PubMed, medRxiv, PLOS and DOAJ',
  'Search, filters and sorting',
  'Bookmarks and comments with a free account',
  'New-article alerts',
  `${SAVED_SEARCH_LIMITS.free} saved searches, each with its own feed`,
] as const;

/** What Premium adds (docs/product/premium.md#plans). */
export const PREMIUM_PLAN_FEATURES = [
  'Everything in Free',
  'Clinical Takeaway on every article',
  'AI Ask Me Anything about any paper',
  'Weekly email digest',
  'Priority support',
  'Advanced filters and search',
  `Up to ${SAVED_SEARCH_LIMITS.premium} saved searches`,
  'Export and sharing',
  'Early access to new features',
] as const;

/** The comparison table: each row's feature and whether Free and Premium include it. */
export const PLAN_COMPARISON: ReadonlyArray<{ feature: string; free: boolean; premium: boolean }> = [
  { feature: 'Plain-language summaries and simplified titles', free: true, premium: true },
  { feature: 'New papers every hour from four sources', free: true, premium: true },
  { feature: 'Search, filters and sorting', free: true, premium: true },
  { feature: 'Bookmarks and comments', free: true, premium: true },
  { feature: 'New-article alerts', free: true, premium: true },
  { feature: `Saved searches with their own feeds (${SAVED_SEARCH_LIMITS.premium} with Premium)`, free: true, premium: true },
  { feature: 'Ad-free experience', free: true, premium: true },
  { feature: 'Clinical Takeaway', free: false, premium: true },
  { feature: 'AI Ask Me Anything', free: false, premium: true },
  { feature: 'Email digest', free: false, premium: true },
  { feature: 'Advanced filters and search', free: false, premium: true },
  { feature: 'Export and sharing', free: false, premium: true },
  { feature: 'Priority support', free: false, premium: true },
  { feature: 'Early access to new features', free: false, premium: true },
];

import { describe, expect, it } from 'vitest';
import { feedVariables } from '../features/feed/utils/feedVariables';
import { parseFeedParams } from '../features/feed/utils/feedParams';
import { bootPlan } from './bootPlan';

const SEARCHES = [
  '',
  '?range=lastyear',
  '?range=all',
  '?range=nonsense',
  '?range=toString',
  '?range=constructor',
  '?search=%20heart%20failure%20',
  '?source=PubMed&source=PLOS&source=Nope',
  '?category=Cardiology&category=Oncology&range=last30days&sort=title-asc',
  '?search=&range=last3months',
  '?sort=oldest&range=all',
  '?sort=most-viewed',
  '?sort=newest',
  '?sort=sideways',
];

describe('bootPlan', () => {
  it.each(SEARCHES)('asks for exactly the feed variables the app uses (%s)', (search) => {
    const feed = bootPlan('/', search).find((request) => request.operationName === 'FeedArticles');
    const { filters, sort } = parseFeedParams(search);
    expect(feed?.variables).toEqual(feedVariables(filters, sort));
  });

  it('always checks who is signed in, and asks for an article on its page', () => {
    expect(bootPlan('/profile', '')).toEqual([{ operationName: 'Viewer', variables: {} }]);
    expect(bootPlan('/article/42', '')).toEqual([
      { operationName: 'Viewer', variables: {} },
      { operationName: 'ArticlePage', variables: { id: '42' } },
    ]);
    expect(bootPlan('/article/abc', '').map((request) => request.operationName)).toEqual(['Viewer']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { describeFeed, PAINTED_CARDS } from './feed-preview.service.js';

let db: TestDatabase;
let ids: Record<'plosToday' | 'doajToday' | 'plosMonth' | 'pubmedQuarter' | 'plosHalfYear' | 'retractedToday', number>;

beforeAll(async () => {
  db = await createTestDatabase();
  const [plosToday, doajToday, plosMonth, pubmedQuarter, plosHalfYear, retractedToday] = await insertDrafts(db.orm.em, [
    await draftFrom(1, { source: 'PLOS', publishedDate: daysAgo(1) }),
    await draftFrom(2, { source: 'DOAJ', publishedDate: daysAgo(2) }),
    await draftFrom(3, { source: 'PLOS', publishedDate: daysAgo(40) }),
    await draftFrom(4, { source: 'PubMed', publishedDate: daysAgo(100) }),
    await draftFrom(5, { source: 'PLOS', publishedDate: daysAgo(200) }),
    await draftFrom(6, { source: 'PLOS', publishedDate: daysAgo(0.5) }),
  ]);
  ids = { plosToday, doajToday, plosMonth, pubmedQuarter, plosHalfYear, retractedToday };
  await db.orm.em.getConnection().execute("update articles set status = 'retracted' where id = ?", [retractedToday]);
});

afterAll(async () => {
  await db?.drop();
});

const ANONYMOUS = { signedIn: false };

function feed(query: string, options: { signedIn: boolean } = ANONYMOUS, now?: () => Date) {
  return describeFeed({ em: db.orm.em.fork(), now }, query, options);
}

describe("the feed's first paint", () => {
  it("paints the first cards of the URL's filters and order, as the feed lists them, with the count above them", async () => {
    const plosYear = await feed('?range=lastyear&source=PLOS');
    expect(plosYear.list?.cards.map((card) => card.id)).toEqual([ids.plosToday, ids.plosMonth, ids.plosHalfYear]);
    expect(plosYear.list).toMatchObject({ shown: 3, total: 3, activeFilters: 2 });
    const oldest = await feed('range=lastyear&source=PLOS&source=DOAJ&sort=oldest');
    expect(oldest.list?.cards.map((card) => card.id)).toEqual([ids.plosHalfYear, ids.plosMonth, ids.doajToday]);
    expect(oldest.list?.total).toBe(4);
    // The default window is the last 7 days; the retracted paper is hidden there as in the feed.
    const week = await feed('');
    expect(week.list?.cards.map((card) => card.id)).toEqual([ids.plosToday, ids.doajToday]);
    expect(week.list?.cards.length).toBeLessThanOrEqual(PAINTED_CARDS);
    const card = week.list?.cards[0];
    expect(card?.source).toBe('PLOS');
    expect(card?.summary ?? null).toBeNull();
  });

  it('paints no cards when the untouched feed is empty, since the app then shows the newest papers under a note', async () => {
    const aMonthOn = () => new Date(Date.now() + 30 * 86_400_000);
    const untouched = await feed('', ANONYMOUS, aMonthOn);
    expect(untouched).toEqual({ kind: 'feed', search: '', list: null });
    expect((await feed('?source=PubMed')).list).toBeNull();
  });

  it('leaves the cards to the app where they depend on the reader or on what the app shows above them', async () => {
    expect((await feed('?range=lastyear', { signedIn: true })).list).toBeNull();
    expect((await feed('?range=lastyear&design=COHORT')).list).toBeNull();
    expect((await feed('?range=lastyear&oa=1')).list).toBeNull();
    // A search with fewer than three results gets a "Did you mean" above them.
    const fewResults = await feed('?range=lastyear&search=zzzzqqq');
    expect(fewResults).toEqual({ kind: 'feed', search: 'zzzzqqq', list: null });
  });

  it('paints no cards, and fails nothing, when the papers cannot be read', async () => {
    const broken = await feed('?range=lastyear', ANONYMOUS, () => new Date(Number.NaN));
    expect(broken).toEqual({ kind: 'feed', search: '', list: null });
  });
});

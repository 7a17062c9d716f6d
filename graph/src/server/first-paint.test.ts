import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { FirstPaint } from '../modules/article/article-preview.service.js';
import { StudyDesign } from '../modules/article/article.enums.js';
import type { FeedPaintCard } from '../modules/article/feed-preview.service.js';
import { FIRST_PAINT_END, FIRST_PAINT_START, firstPaintMarkup, withFirstPaint } from './first-paint.js';

const HOSTILE = '</script><img src=x onerror="alert(1)"><!--/first-paint--> $& $1';

function article(overrides: Partial<Extract<FirstPaint, { kind: 'article' }>> = {}): FirstPaint {
  return {
    kind: 'article',
    title: 'Salt and the heart',
    originalTitle: null,
    summary: 'Less salt helped.',
    offlineSummary: false,
    readingLevel: null,
    levels: false,
    details: {
      publishedDate: '2026-09-15T00:00:00.000Z',
      viewCount: 1234,
      commentCount: 2,
      source: 'PubMed',
      categories: ['Cardiology', 'Nutrition', 'Public Health'],
      studyDesign: StudyDesign.COHORT,
      sampleSize: 12000,
      isPreprint: false,
      authors: 'A. Author, B. Author',
      journal: 'The Heart Journal',
    },
    ...overrides,
  };
}

function card(overrides: Partial<FeedPaintCard> = {}): FeedPaintCard {
  return {
    id: 7,
    title: 'Less salt, fewer strokes',
    originalTitle: 'Sodium reduction and stroke incidence',
    source: 'medRxiv',
    categories: ['Cardiology', 'Neurology', 'Nutrition', 'Public Health'],
    studyDesign: StudyDesign.RANDOMISED_CONTROLLED_TRIAL,
    sampleSize: null,
    isPreprint: true,
    isOpenAccess: true,
    publishedDate: '2026-09-15T12:00:00.000Z',
    journal: 'medRxiv',
    authors: `${'Author, '.repeat(20)}Last`,
    summary: 'Less salt helped.',
    offlineSummary: true,
    viewCount: 1500,
    commentCount: 3,
    sourceUrl: 'https://example.org/paper',
    ...overrides,
  };
}

function feed(cards: FeedPaintCard[], search = ''): FirstPaint {
  return { kind: 'feed', search, list: { cards, shown: 20, total: 57, activeFilters: 1 } };
}

/** Every element of the markup, by tag name, and the text of the whole. */
function parse(html: string) {
  const document = parseDocument(html);
  const names: string[] = [];
  const attributes: string[] = [];
  const texts: string[] = [];
  const walk = (nodes: typeof document.children) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.data);
      if (node.type !== 'tag' && node.type !== 'script') continue;
      names.push(node.name);
      attributes.push(...Object.keys(node.attribs));
      walk(node.children);
    }
  };
  walk(document.children);
  return { names, attributes, text: texts.join('') };
}

describe('the first paint', () => {
  it("writes a hostile title and summary as inert text: no script, no image, no handler, the page's marker kept", () => {
    const markup = firstPaintMarkup(article({ title: HOSTILE, originalTitle: HOSTILE, summary: HOSTILE, readingLevel: HOSTILE }));
    const { names, attributes, text } = parse(markup);
    expect(names).not.toContain('script');
    expect(names).not.toContain('img');
    expect(attributes.some((name) => name.startsWith('on'))).toBe(false);
    expect(text).toContain('</script><img src=x onerror="alert(1)">');
    expect(markup.split(FIRST_PAINT_END)).toHaveLength(2);
    expect(markup.startsWith(FIRST_PAINT_START) && markup.endsWith(FIRST_PAINT_END)).toBe(true);
  });

  it('shows the original title, the summary labels and the level switch as the article page does', () => {
    const { text } = parse(
      firstPaintMarkup(article({ originalTitle: 'The original', offlineSummary: true, readingLevel: 'grade 9', levels: true })),
    );
    expect(text).toContain('Original: The original');
    expect(text).toContain('AI Summary(offline summariser)· Reading level: grade 9PlainDetailedLess salt helped.');
    expect(parse(firstPaintMarkup(article({ summary: null }))).text).toContain('The plain-language summary is being written.');
  });

  it('fills only the empty root element, taking replacement patterns in the text literally', () => {
    const page = '<body><div id="root"></div><div id="root"></div></body>';
    const painted = withFirstPaint(page, article({ title: HOSTILE }));
    expect(painted.startsWith(`<body><div id="root">${FIRST_PAINT_START}`)).toBe(true);
    expect(painted).toContain('$&amp; $1');
    expect(painted.endsWith(`${FIRST_PAINT_END}</div><div id="root"></div></body>`)).toBe(true);
    expect(withFirstPaint('<body><main></main></body>', { kind: 'feed', search: '', list: null })).toBe('<body><main></main></body>');
  });

  it('draws the rows between the title and the summary as the article page does', () => {
    const { text } = parse(firstPaintMarkup(article()));
    expect(text).toContain('Salt and the heartShareSeptember 15, 20261.2k2PubMedCardiologyNutritionPublic Health');
    expect(text).toContain('Cohort study · n = 12,000A. Author, B. AuthorThe Heart JournalAI Summary');
  });

  it("writes hostile card text as inert text, and links only to the paper's page", () => {
    const hostile = card({
      title: HOSTILE,
      originalTitle: HOSTILE,
      journal: HOSTILE,
      authors: HOSTILE,
      summary: HOSTILE,
      source: HOSTILE,
      categories: [HOSTILE, HOSTILE],
      sourceUrl: 'javascript:alert(1)',
    });
    const markup = firstPaintMarkup(feed([hostile], HOSTILE));
    const { names, attributes, text } = parse(markup);
    expect(names).not.toContain('script');
    expect(names).not.toContain('img');
    expect(attributes.some((name) => name.startsWith('on'))).toBe(false);
    expect(text.split('</script><img src=x onerror="alert(1)">').length).toBeGreaterThan(6);
    expect(markup.split(FIRST_PAINT_END)).toHaveLength(2);
    expect([...markup.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/', '/article/7']);
    // A paper link that is not http(s) gets no Full Paper button, as on the card.
    expect(text).not.toContain('Full Paper');
  });

  it('draws a card with the parts the app shows on it, the count above and the search it shows results for', () => {
    const { text } = parse(firstPaintMarkup(feed([card(), card({ id: 8, title: 'Second' })], 'salt')));
    expect(text).toContain('Results for “salt”Clear search');
    expect(text).toContain('Showing 20 of 57 articles');
    expect(text).toContain(
      'medRxivCardiologyNeurology+2 moreRandomised controlled trialPreprint, not peer reviewedOpen AccessSep 15, 2026Less salt, fewer strokes',
    );
    expect(text).toContain('Original: Sodium reduction and stroke incidencemedRxiv');
    expect(text).toContain(`${'Author, '.repeat(12)}Aut…AI Summary(offline summariser)Less salt helped.1.5k3Comments (3)`);
    expect(text).toContain('Read MoreFull Paper');
    expect(text.indexOf('Second')).toBeGreaterThan(text.indexOf('Less salt, fewer strokes'));
    expect(parse(firstPaintMarkup({ kind: 'feed', search: '', list: null })).text).not.toContain('Showing');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#graph/modules/category/category.rules.js';
import { SOURCE_NAMES } from '#graph/modules/article/article-sources.types.js';
import { buildDemoArticles, demoArticlesPath, repoRoot, serialiseDemoArticles } from './build-demo-data.js';

const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources');
const haveFixtures = existsSync(fixturesDir);

if (!haveFixtures) {
  console.warn(`Skipping demo data checks: fixtures directory ${fixturesDir} does not exist.`);
}

describe.skipIf(!haveFixtures)('demo-articles.json', () => {
  const articles = haveFixtures ? buildDemoArticles(fixturesDir) : [];

  it('equals a fresh build (run `npx tsx workflows/scripts/build-demo-data.ts` after changing parsers or fixtures)', () => {
    expect(readFileSync(demoArticlesPath, 'utf8')).toBe(serialiseDemoArticles(articles));
  });

  it('is stable across builds', () => {
    expect(serialiseDemoArticles(buildDemoArticles(fixturesDir))).toBe(serialiseDemoArticles(articles));
  });

  it('holds articles from all four sources', () => {
    const sources = new Set(articles.map((article) => article.source));
    expect([...sources].sort()).toEqual([...SOURCE_NAMES].sort());
  });

  it('gives every article at least one known category', () => {
    const known = new Set(CATEGORIES.map((category) => category.name));
    for (const article of articles) {
      expect(article.categories.length, article.externalId).toBeGreaterThan(0);
      expect(article.categories.length, article.externalId).toBeLessThanOrEqual(4);
      expect(
        article.categories.every((name) => known.has(name)),
        article.externalId,
      ).toBe(true);
    }
  });

  it('offers at least 15 distinct categories', () => {
    expect(new Set(CATEGORIES.map((category) => category.name)).size).toBeGreaterThanOrEqual(15);
  });

  it('is sorted newest first, with titles and no duplicate (source, id) or DOI', () => {
    const dates = articles.map((article) => article.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles.every((article) => article.title.trim() !== '')).toBe(true);
    const keys = articles.map((article) => `${article.source}:${article.externalId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const dois = articles.flatMap((article) => (article.doi ? [article.doi.toLowerCase()] : []));
    expect(new Set(dois).size).toBe(dois.length);
  });
});

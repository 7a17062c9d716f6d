import { describe, expect, it } from 'vitest';
import { countHelpArticles, filterHelpArticles } from './filterHelpArticles';
import { helpGroups } from './helpArticles';

const groups = helpGroups('help@example.com');
const titles = (query: string) => filterHelpArticles(groups, query).flatMap((group) => group.articles.map((article) => article.title));

describe('filterHelpArticles', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(countHelpArticles(filterHelpArticles(groups, ''))).toBe(countHelpArticles(groups));
    expect(countHelpArticles(filterHelpArticles(groups, '   '))).toBe(countHelpArticles(groups));
  });

  it('needs every word, in any order and case, in the title, text, link or group', () => {
    expect(titles('PREMIUM cancel')).toEqual(['Cancelling Premium']);
    expect(titles('privacy policy data')).toEqual(['What data Paperlight keeps']);
    expect(titles('privacy & security cookies')).toEqual(['Cookies and browser storage']);
  });

  it('ignores accents and curly apostrophes', () => {
    expect(titles("can't find")).toEqual(['I can’t find new articles']);
    expect(titles('sécurity')).toContain('I was signed out');
  });

  it('drops groups left without articles', () => {
    expect(filterHelpArticles(groups, 'digest').map((group) => group.title)).toEqual(['Using Paperlight', 'Technical Support']);
    expect(filterHelpArticles(groups, 'no such words here')).toEqual([]);
  });
});

import type { HelpGroup } from './helpArticles';

/** Lower case without accents, so 'Resume' finds 'résumé' and 'EMAIL' finds 'email'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/**
 * The groups and articles that match a search: an article matches when every word of the query occurs in its title,
 * its text, its link or its group's title. Groups left without articles are dropped; an empty query keeps everything.
 */
export function filterHelpArticles(groups: readonly HelpGroup[], query: string): HelpGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      articles: group.articles.filter((article) => {
        const text = normalise([group.title, article.title, article.body, article.link?.label ?? ''].join(' '));
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.articles.length > 0);
}

export function countHelpArticles(groups: readonly HelpGroup[]): number {
  return groups.reduce((sum, group) => sum + group.articles.length, 0);
}

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The bell's poll when no live socket is open (docs/product/feed.md#new-article-bell): every 5 minutes, 10 articles, last 24 hours. */
export const NOTIFICATION_POLL_MS = 5 * 60_000;
export const NOTIFICATION_LIMIT = 10;

const NewArticleCheckDocument = graphql(`
  query NewArticleCheck($first: Int!) {
    articles(filter: { dateRange: LAST_24_HOURS }, first: $first) {
      nodes {
        id
        createdAt
        publishedDate
      }
    }
  }
`);

function readLastChecked(): number {
  const value = Number(readStorage(STORAGE_KEYS.notificationsLastChecked));
  return Number.isFinite(value) ? value : 0;
}

/** Articles whose createdAt or publishedDate is later than the last check. */
export function countNewArticles(articles: ReadonlyArray<{ createdAt: string; publishedDate: string }>, lastChecked: number): number {
  return articles.filter((article) => Math.max(Date.parse(article.createdAt), Date.parse(article.publishedDate)) > lastChecked).length;
}

/**
 * Checks for new articles (signed-in readers only: the bell renders only for them) and keeps the last-checked time per
 * browser. Polls only while no live socket tells of new papers (`live`); asks nothing while `waiting` (the bell does not
 * know yet whether the reader has saved searches).
 */
export function useNewArticleCheck(live: boolean, waiting = false) {
  const [lastChecked, setLastChecked] = useState(readLastChecked);
  const { data, error } = useQuery(NewArticleCheckDocument, {
    variables: { first: NOTIFICATION_LIMIT },
    skip: waiting,
    pollInterval: live ? 0 : NOTIFICATION_POLL_MS,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
  });
  const newCount = data ? countNewArticles(data.articles.nodes, lastChecked) : 0;

  const markChecked = (): number => {
    const now = Date.now();
    writeStorage(STORAGE_KEYS.notificationsLastChecked, String(now));
    setLastChecked(now);
    return newCount;
  };

  return { hasNew: newCount > 0, newCount, failed: error !== undefined && !data, markChecked };
}

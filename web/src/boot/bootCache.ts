import type { ApolloClient } from '@apollo/client';
import { ViewerDocument } from '../features/auth/AuthProvider';
import { FeedArticlesDocument } from '../features/feed/hooks/useFeedArticles';
import { feedKey } from '../features/feed/utils/feedFilters';
import { markBootSeeded } from '../features/feed/utils/feedFreshness';
import { parseFeedParams } from '../features/feed/utils/feedParams';
import type { FeedArticlesQuery, FeedArticlesQueryVariables, ViewerQuery } from '../gql/graphql';
import type { BootEntry } from './bootTypes';

/** How long the first render waits for answers still on their way (after that, 'Loading' shows as usual). */
export const BOOT_WAIT_MS = 40;

/** Resolves when every boot answer has arrived, or after BOOT_WAIT_MS, whichever is first. */
export function waitForBootAnswers(): Promise<void> {
  const entries = window.__paperlightBoot ?? [];
  if (entries.length === 0) return Promise.resolve();
  const arrived = Promise.all(entries.map((entry) => entry.answer)).then(() => undefined);
  return Promise.race([arrived, new Promise<void>((resolve) => setTimeout(resolve, BOOT_WAIT_MS))]);
}

function completeData(entry: BootEntry): Record<string, unknown> | null {
  const result = entry.result;
  if (!result || result.errors?.length || !result.data || typeof result.data !== 'object') return null;
  return result.data as Record<string, unknown>;
}

/**
 * Puts the boot script's answers that have already arrived into Apollo's cache before the first render, so the
 * signed-in state (and the feed's first page) are known at once and 'Loading' is never shown for an answer already
 * in hand. Answers still on their way are left to the boot link.
 */
export function seedBootCache(client: ApolloClient, location: Location): void {
  const entries = window.__paperlightBoot;
  if (!entries) return;
  window.__paperlightBoot = entries.filter((entry) => {
    const data = completeData(entry);
    if (!data) return true;
    if (entry.operationName === 'Viewer') {
      client.writeQuery({ query: ViewerDocument, data: data as ViewerQuery });
      return false;
    }
    if (entry.operationName === 'FeedArticles') {
      client.writeQuery({
        query: FeedArticlesDocument,
        variables: entry.variables as FeedArticlesQueryVariables,
        data: data as FeedArticlesQuery,
      });
      markBootSeeded(feedKey(parseFeedParams(location.search).filters));
      return false;
    }
    return true;
  });
}

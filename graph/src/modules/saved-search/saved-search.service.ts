import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withContext } from '../../context.js';
import { BadInputError, DomainError, NotFoundError } from '../../lib/errors.js';
import { ADVANCED_FILTERS, normaliseSearch, type FeedFilter } from '../article/article-feed.queries.js';
import { assertFilterAccess, type FeedServiceContext } from '../article/article.service.js';
import { getSubscriptionStatus } from '../membership/membership.service.js';
import { User } from '../user/user.entity.js';
import { SavedSearch, type SavedFilter } from './saved-search.entity.js';
import { MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_LIMITS } from './saved-search.limits.js';
import { countAddedSince, lockReaderSearches } from './saved-search.queries.js';

export type SavedSearchServiceContext = FeedServiceContext & { em: EntityManager };

export interface SaveSearchInput {
  name: string;
  filter: FeedFilter;
}

export interface UpdateSavedSearchInput {
  name?: string | null;
  filter?: FeedFilter | null;
}

function distinct<T>(values: readonly T[] | null | undefined): T[] | undefined {
  return values?.length ? [...new Set(values)] : undefined;
}

/**
 * The part of a feed filter a saved search keeps: the date window is dropped (a saved search follows new papers,
 * whatever their age), lists lose duplicates, empty parts are left out. Throws BadInputError when nothing is left,
 * since a search that narrows nothing is the whole library.
 */
export function toSavedFilter(filter: FeedFilter): SavedFilter {
  const saved: SavedFilter = {
    sources: distinct(filter.sources),
    categories: distinct(filter.categories?.map((category) => category.trim()).filter(Boolean)),
    search: normaliseSearch(filter.search) ?? undefined,
    designs: distinct(filter.designs),
    peerReview: filter.peerReview ?? undefined,
    openAccessOnly: filter.openAccessOnly === true ? true : undefined,
    journals: distinct(filter.journals?.map((journal) => journal.trim()).filter(Boolean)),
    searchScope: filter.search && filter.searchScope ? filter.searchScope : undefined,
  };
  const kept = Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined)) as SavedFilter;
  if (Object.keys(kept).length === 0) {
    throw new BadInputError('Choose a search text, a source or a category to save; a search without them is the whole feed.');
  }
  return kept;
}

function checkName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) throw new BadInputError('Give the search a name.');
  if (name.length > MAX_SAVED_SEARCH_NAME) {
    throw new BadInputError(`A saved search's name is at most ${MAX_SAVED_SEARCH_NAME} characters.`);
  }
  return name;
}

async function assertNameFree(em: EntityManager, viewer: User, name: string, exceptId?: number): Promise<void> {
  const same = await em.find(SavedSearch, { user: viewer.id }, { fields: ['id', 'name'] });
  if (same.some((search) => search.id !== exceptId && search.name.toLowerCase() === name.toLowerCase())) {
    throw new DomainError('CONFLICT', `You already have a saved search called "${name}". Choose another name.`);
  }
}

function newFeedToken(): string {
  return randomBytes(24).toString('base64url');
}

/** How many saved searches the reader's plan keeps. Reads only. */
export async function savedSearchAllowance(ctx: SavedSearchServiceContext, viewer: User): Promise<number> {
  const { hasAccess } = await getSubscriptionStatus(ctx, viewer);
  return hasAccess ? SAVED_SEARCH_LIMITS.premium : SAVED_SEARCH_LIMITS.free;
}

/**
 * Saves the reader's current feed filter under a name. Premium's advanced parts need Premium (as in the feed);
 * free readers keep up to 3 searches and Premium readers up to 50; names are unique per reader, ignoring case.
 * Bad input, a refusal or a full list writes nothing. The search counts papers as new from now.
 */
export async function saveSearch(ctx: SavedSearchServiceContext, viewer: User, input: SaveSearchInput): Promise<SavedSearch> {
  const name = checkName(input.name);
  const filter = toSavedFilter(input.filter);
  await assertFilterAccess(withContext(ctx, { viewer }), filter);
  const allowance = await savedSearchAllowance(ctx, viewer);
  return ctx.em.transactional(async (em) => {
    await lockReaderSearches(em, viewer.id);
    const count = await em.count(SavedSearch, { user: viewer.id });
    if (count >= allowance) {
      throw allowance === SAVED_SEARCH_LIMITS.free
        ? new DomainError(
            'FORBIDDEN',
            `Free accounts keep up to ${SAVED_SEARCH_LIMITS.free} saved searches. Delete one, or upgrade to Premium to keep up to ${SAVED_SEARCH_LIMITS.premium}.`,
          )
        : new BadInputError(`You have ${allowance} saved searches, the most Paperlight keeps. Delete one to save another.`);
    }
    await assertNameFree(em, viewer, name);
    const now = ctx.now();
    const search = em.create(SavedSearch, {
      user: em.getReference(User, viewer.id),
      name,
      filter,
      feedToken: newFeedToken(),
      lastOpenedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return search;
  });
}

/** The reader's own saved search; NotFoundError for a malformed id, another reader's search or none. Reads only. */
export async function getSavedSearch(ctx: { em: EntityManager }, viewer: User, rawId: string | number): Promise<SavedSearch> {
  const id = typeof rawId === 'number' ? rawId : /^\d{1,9}$/.test(rawId.trim()) ? Number(rawId) : NaN;
  const search = Number.isInteger(id) ? await ctx.em.findOne(SavedSearch, { id, user: viewer.id }) : null;
  if (!search) throw new NotFoundError('Saved search not found.');
  return search;
}

/** Renames a saved search or replaces its filter, under the same rules as saving. Bad input writes nothing. */
export async function updateSavedSearch(
  ctx: SavedSearchServiceContext,
  viewer: User,
  rawId: string | number,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const search = await getSavedSearch(ctx, viewer, rawId);
  const name = input.name == null ? null : checkName(input.name);
  const filter = input.filter == null ? null : toSavedFilter(input.filter);
  if (filter) await assertFilterAccess(withContext(ctx, { viewer }), filter);
  if (name) await assertNameFree(ctx.em, viewer, name, search.id);
  if (name) search.name = name;
  if (filter) search.filter = filter;
  await ctx.em.flush();
  return search;
}

/** Deletes one of the reader's saved searches; answers whether one was deleted. */
export async function deleteSavedSearch(ctx: { em: EntityManager }, viewer: User, rawId: string | number): Promise<boolean> {
  const search = await getSavedSearch(ctx, viewer, rawId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!search) return false;
  await ctx.em.remove(search).flush();
  return true;
}

/** Records that the reader opened a saved search: its new-paper count starts again from now. */
export async function openSavedSearch(ctx: SavedSearchServiceContext, viewer: User, rawId: string | number): Promise<SavedSearch> {
  const search = await getSavedSearch(ctx, viewer, rawId);
  search.lastOpenedAt = ctx.now();
  await ctx.em.flush();
  return search;
}

/** Replaces the private feed URL's secret; the old URL stops working at once. */
export async function resetSavedSearchFeed(ctx: { em: EntityManager }, viewer: User, rawId: string | number): Promise<SavedSearch> {
  const search = await getSavedSearch(ctx, viewer, rawId);
  search.feedToken = newFeedToken();
  await ctx.em.flush();
  return search;
}

/** The reader's saved searches in the order they were saved. Reads only. */
export async function listSavedSearches(ctx: { em: EntityManager }, viewer: User): Promise<SavedSearch[]> {
  return ctx.em.find(SavedSearch, { user: viewer.id }, { orderBy: { id: 'asc' } });
}

/**
 * The filter a saved search runs with for its owner now: all of it with Premium, else only its free parts (a search
 * saved during Premium keeps working, without the advanced filters, after Premium ends). Reads only.
 */
export async function effectiveFilter(ctx: SavedSearchServiceContext, owner: User, search: SavedSearch): Promise<SavedFilter> {
  if (!ADVANCED_FILTERS.some((part) => part.used(search.filter))) return search.filter;
  const { hasAccess } = await getSubscriptionStatus(ctx, owner);
  if (hasAccess) return search.filter;
  const { sources, categories, search: text } = search.filter;
  return { sources, categories, search: text };
}

/** How many papers matching the search were added since the reader last opened it (up to 1,000). Reads only. */
export async function countNewPapers(ctx: SavedSearchServiceContext, owner: User, search: SavedSearch): Promise<number> {
  return countAddedSince(ctx.em, await effectiveFilter(ctx, owner, search), search.lastOpenedAt, ctx.now());
}

/**
 * The saved search a private feed URL names, when its token is right; NotFoundError otherwise, the same for a wrong
 * token as for a missing search, so the URL reveals nothing. Reads only.
 */
export async function findSearchByFeedToken(ctx: { em: EntityManager }, rawId: string, token: string): Promise<SavedSearch> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  const search = Number.isInteger(id) ? await ctx.em.findOne(SavedSearch, { id }, { populate: ['user'] }) : null;
  const expected = Buffer.from(search?.feedToken ?? '');
  const given = Buffer.from(token);
  if (!search || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new NotFoundError('This feed does not exist, or its address was reset. Copy the new address from Paperlight.');
  }
  return search;
}

/** The private Atom feed URL of a saved search. */
export function savedSearchFeedUrl(publicUrl: string, search: SavedSearch): string {
  return `${publicUrl}/api/saved-searches/${search.id}/feed.atom?token=${encodeURIComponent(search.feedToken)}`;
}

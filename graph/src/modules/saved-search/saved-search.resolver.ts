import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { User } from '../user/user.entity.js';
import { SavedSearch } from './saved-search.entity.js';
import { SaveSearchInput, UpdateSavedSearchInput } from './saved-search.inputs.js';
import {
  countNewPapers,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  resetSavedSearchFeed,
  savedSearchAllowance,
  savedSearchFeedUrl,
  saveSearch,
  updateSavedSearch,
} from './saved-search.service.js';
import { SavedSearchFilter } from './saved-search.types.js';

@Resolver(() => SavedSearch)
export class SavedSearchResolver {
  @Authorized()
  @Mutation(() => SavedSearch, {
    description: 'Saves a feed filter under a name (free readers keep 3, Premium readers 50). Requires sign-in.',
  })
  saveSearch(
    @Arg('input', () => SaveSearchInput, { description: 'The name and the filter to save.' }) input: SaveSearchInput,
    @Ctx() ctx: AppContext,
  ): Promise<SavedSearch> {
    return saveSearch(ctx, requireViewer(ctx, 'WRITE'), input);
  }

  @Authorized()
  @Mutation(() => SavedSearch, { description: 'Renames a saved search or replaces its filter. Requires sign-in.' })
  updateSavedSearch(
    @Arg('id', () => ID, { description: 'The saved search.' }) id: string,
    @Arg('input', () => UpdateSavedSearchInput, { description: 'The changes.' }) input: UpdateSavedSearchInput,
    @Ctx() ctx: AppContext,
  ): Promise<SavedSearch> {
    return updateSavedSearch(ctx, requireViewer(ctx, 'WRITE'), id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a saved search; true when one was deleted. Requires sign-in.' })
  deleteSavedSearch(@Arg('id', () => ID, { description: 'The saved search.' }) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return deleteSavedSearch(ctx, requireViewer(ctx, 'WRITE'), id);
  }

  @Authorized()
  @Mutation(() => SavedSearch, {
    description: 'Records that the viewer opened a saved search, so its new papers are counted from now. Requires sign-in.',
  })
  openSavedSearch(@Arg('id', () => ID, { description: 'The saved search.' }) id: string, @Ctx() ctx: AppContext): Promise<SavedSearch> {
    return openSavedSearch(ctx, requireViewer(ctx, 'WRITE'), id);
  }

  @Authorized()
  @Mutation(() => SavedSearch, {
    description: "Gives a saved search's private Atom feed a new address; the old one stops working. Requires sign-in.",
  })
  resetSavedSearchFeed(
    @Arg('id', () => ID, { description: 'The saved search.' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<SavedSearch> {
    return resetSavedSearchFeed(ctx, requireViewer(ctx, 'WRITE'), id);
  }

  @FieldResolver(() => ID, { description: "The saved search's id." })
  id(@Root() search: SavedSearch): number {
    return search.id;
  }

  @FieldResolver(() => SavedSearchFilter, { description: 'What the search narrows the feed to.' })
  filter(@Root() search: SavedSearch): SavedSearchFilter {
    const filter = search.filter;
    return {
      sources: filter.sources ?? [],
      categories: filter.categories ?? [],
      search: filter.search ?? null,
      searchScope: filter.searchScope ?? null,
      designs: filter.designs ?? [],
      peerReview: filter.peerReview ?? null,
      openAccessOnly: filter.openAccessOnly === true,
      journals: filter.journals ?? [],
    };
  }

  @FieldResolver(() => Int, {
    description: 'How many matching papers were added to the library since the viewer last opened the search (up to 1,000).',
  })
  newCount(@Root() search: SavedSearch, @Ctx() ctx: AppContext): Promise<number> {
    return countNewPapers(ctx, requireViewer(ctx, 'READ'), search);
  }

  @FieldResolver(() => String, {
    description: 'The private Atom feed of the search: anyone with this address can read the feed, so keep it to yourself.',
  })
  feedUrl(@Root() search: SavedSearch, @Ctx() ctx: AppContext): string {
    return savedSearchFeedUrl(ctx.services.publicUrl, search);
  }
}

@Resolver(() => User)
export class UserSavedSearchesResolver {
  @FieldResolver(() => [SavedSearch], {
    description: "The user's saved searches, in the order they were saved; only the user themself can read them, others get an empty list.",
  })
  savedSearches(@Root() user: User, @Ctx() ctx: AppContext): Promise<SavedSearch[]> | SavedSearch[] {
    return ctx.viewer?.id === user.id ? listSavedSearches(ctx, user) : [];
  }

  @FieldResolver(() => Int, { description: 'How many saved searches the user’s plan keeps (3 free, 50 with Premium); 0 for others.' })
  async savedSearchAllowance(@Root() user: User, @Ctx() ctx: AppContext): Promise<number> {
    return ctx.viewer?.id === user.id ? savedSearchAllowance(ctx, user) : 0;
  }
}

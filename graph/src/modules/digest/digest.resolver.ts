import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { EmailPreferencesInput } from './digest.inputs.js';
import { previewDigest } from './digest.service.js';
import { DigestPreview } from './digest.types.js';
import { EmailPreferences } from './email-preferences.entity.js';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences.service.js';

// GraphQL leaves out what a client did not send; drop the nulls so the service sees only the fields that change.
function withoutNulls(input: EmailPreferencesInput): Record<string, unknown> {
  const entries = Object.entries({
    ...input,
    sources: input.sources ? withoutNulls(input.sources as EmailPreferencesInput) : input.sources,
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined));
}

@Resolver()
export class DigestResolver {
  @Authorized()
  @Query(() => EmailPreferences, { description: "The viewer's email digest preferences, defaults included. Requires Premium." })
  emailPreferences(@Ctx() ctx: AppContext): Promise<EmailPreferences> {
    return getEmailPreferences(ctx);
  }

  @Authorized()
  @Query(() => DigestPreview, { description: "What the viewer's digest would hold if it went out now. Requires Premium." })
  digestPreview(@Ctx() ctx: AppContext): Promise<DigestPreview> {
    return previewDigest(ctx);
  }

  @Authorized()
  @Mutation(() => EmailPreferences, {
    description: "Changes the viewer's email digest preferences; only the fields given change. Requires Premium.",
  })
  updateEmailPreferences(
    @Arg('input', () => EmailPreferencesInput, { description: 'The fields to change.' }) input: EmailPreferencesInput,
    @Ctx() ctx: AppContext,
  ): Promise<EmailPreferences> {
    return updateEmailPreferences(ctx, withoutNulls(input));
  }
}

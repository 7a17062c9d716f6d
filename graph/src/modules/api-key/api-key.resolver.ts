import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { parseGlobalIdArg } from '../../lib/global-ids.js';
import { mayReadOwnData, requireViewer } from '../../lib/viewer.js';
import { User } from '../user/user.entity.js';
import { ApiKey } from './api-key.entity.js';
import { CreateApiKeyInput } from './api-key.inputs.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';
import { CreateApiKeyPayload } from './api-key.types.js';
import { MAX_LIVE_API_KEYS } from './api-key.limits.js';

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized()
  @Mutation(() => CreateApiKeyPayload, {
    description: `Creates an API key for the viewer and answers its secret, shown this once (at most ${MAX_LIVE_API_KEYS} live keys). Requires sign-in; a request made with an API key cannot create one.`,
  })
  createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'The name and scopes of the key.' }) input: CreateApiKeyInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreateApiKeyPayload> {
    return createApiKey(ctx, requireViewer(ctx), input);
  }

  @Authorized()
  @Mutation(() => ApiKey, {
    description:
      "Revokes one of the viewer's API keys: it stops working at once, on open sockets too. Requires sign-in; a request made with an API key cannot revoke one.",
  })
  revokeApiKey(
    @Arg('id', () => ID, { description: 'The key (its id or databaseId).' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<ApiKey> {
    return revokeApiKey(ctx, requireViewer(ctx), parseGlobalIdArg(id, 'ApiKey', 'id'));
  }
}

@Resolver(() => User)
export class UserApiKeysResolver {
  @FieldResolver(() => [ApiKey], {
    description: "The user's API keys that are not revoked, newest first; only the user themself can read them, others get an empty list.",
  })
  apiKeys(@Root() user: User, @Ctx() ctx: AppContext): Promise<ApiKey[]> | ApiKey[] {
    return ctx.viewer?.id === user.id && mayReadOwnData(ctx) ? listApiKeys(ctx, user) : [];
  }
}

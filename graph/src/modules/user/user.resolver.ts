import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { User } from './user.entity.js';
import { ProfileInput } from './user.inputs.js';
import { updateProfile } from './user.service.js';

@Resolver(() => User)
export class UserResolver {
  @Authorized()
  @Mutation(() => User, {
    description: "Updates the viewer's first name, last name, email and bio; a new email needs the current password. Requires sign-in.",
  })
  updateProfile(
    @Arg('input', () => ProfileInput, { description: 'The changes.' }) input: ProfileInput,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return updateProfile(ctx, requireViewer(ctx), input);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The email address; only the user themself can read it, others get null.' })
  email(@Root() user: User, @Ctx() ctx: AppContext): string | null {
    return ctx.viewer?.id === user.id ? user.email : null;
  }
}

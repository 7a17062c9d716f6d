import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { User } from '../user/user.entity.js';
import { ChangePasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '../user/user.inputs.js';
import { requireViewer } from '../../lib/viewer.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { registerAndSignIn, signIn, signOut } from './auth.service.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, {
    nullable: true,
    description: "The signed-in viewer (or an API key's reader, with the READ scope); null when signed out.",
  })
  me(@Ctx() ctx: AppContext): User | null {
    return ctx.viewer ? requireViewer(ctx, 'READ') : null;
  }

  @Mutation(() => User, { description: 'Creates an account and signs the browser in (session cookie).' })
  register(
    @Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return registerAndSignIn(ctx, input);
  }

  @Mutation(() => User, { description: 'Signs the browser in (session cookie). Repeated failures are rate limited.' })
  login(@Arg('input', () => LoginInput, { description: 'The credentials.' }) input: LoginInput, @Ctx() ctx: AppContext): Promise<User> {
    return signIn(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Signs the browser out and ends its session on the server.' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await signOut(ctx);
    return true;
  }

  @Mutation(() => String, {
    description:
      'Emails a single-use link, valid for one hour, to the account with this address; answers the same sentence whether or not there is one. Rate limited.',
  })
  requestPasswordReset(
    @Arg('email', () => String, { description: 'The email address of the account.' }) email: string,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return requestPasswordReset(ctx, { email });
  }

  @Mutation(() => Boolean, { description: "Sets a new password with a reset link's token and signs the account out everywhere." })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'The token and the new password.' }) input: ResetPasswordInput,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    await resetPassword(ctx, input);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Changes the viewer's password and signs out their other sessions. Requires sign-in." })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    await changePassword(ctx, requireViewer(ctx), input);
    return true;
  }
}

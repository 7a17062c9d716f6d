import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { User } from '../user/user.entity.js';
import { LoginInput, RegisterInput } from '../user/user.inputs.js';
import { registerAndSignIn, signIn, signOut } from './auth.service.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in viewer; null when signed out.' })
  me(@Ctx() ctx: AppContext): User | null {
    return ctx.viewer;
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
}

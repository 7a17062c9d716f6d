import { Router } from 'express';
import { handle, type ContextFactory } from '../../lib/rest.js';
import type { User } from '../user/user.entity.js';
import { updateProfile } from '../user/user.service.js';
import { registerAndSignIn, signIn, signOut } from './auth.service.js';
import { requireViewer } from '../../lib/viewer.js';

/** The current user as the REST client reads it; the email is only ever sent to the user themself. */
export function userJson(user: User) {
  return { id: user.id, username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName, bio: user.bio };
}

type Body = Record<string, unknown> | undefined;

function text(body: Body, field: string): string | undefined {
  const value = body?.[field];
  return typeof value === 'string' ? value : undefined;
}

function nullableText(body: Body, field: string): string | null | undefined {
  const value = body?.[field];
  return value === null ? null : typeof value === 'string' ? value : undefined;
}

/** The account calls of the REST API, as thin adapters over the auth and user services. */
export function authRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/user',
    handle(createContext, async (ctx) => userJson(requireViewer(ctx, 'READ'))),
  );

  router.post(
    '/register',
    handle(createContext, async (ctx, req, res) => {
      const body = req.body as Body;
      const user = await registerAndSignIn(ctx, {
        username: text(body, 'username'),
        email: text(body, 'email'),
        password: text(body, 'password'),
      });
      res.status(201);
      return userJson(user);
    }),
  );

  router.post(
    '/login',
    handle(createContext, async (ctx, req) => {
      const body = req.body as Body;
      return userJson(await signIn(ctx, { username: text(body, 'username'), password: text(body, 'password') }));
    }),
  );

  router.post(
    '/logout',
    handle(createContext, async (ctx) => {
      await signOut(ctx);
      return { message: 'Logged out.' };
    }),
  );

  router.put(
    '/profile',
    handle(createContext, async (ctx, req) => {
      const body = req.body as Body;
      const user = await updateProfile(ctx, requireViewer(ctx), {
        firstName: nullableText(body, 'firstName'),
        lastName: nullableText(body, 'lastName'),
        email: nullableText(body, 'email'),
        bio: nullableText(body, 'bio'),
        currentPassword: text(body, 'currentPassword'),
      });
      return userJson(user);
    }),
  );

  return router;
}

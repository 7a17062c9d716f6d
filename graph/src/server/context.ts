import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { User } from '../modules/user/user.entity.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver, REST handler and service call sees: a request-scoped EntityManager, the viewer and loaders. */
export interface AppContext {
  em: EntityManager;
  viewer: User | null;
  loaders: Loaders;
  now: () => Date;
}

/** Builds a fresh context for one HTTP request or one graphql-ws operation. */
export function createContext(orm: MikroORM, viewer: User | null = null): AppContext {
  const em = orm.em.fork();
  return { em, viewer, loaders: createLoaders(em), now: () => new Date() };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import { createApolloServer } from './apollo.js';
import { createHttpApp } from './http.js';
import { createSchema } from './schema.js';

export interface PaperlightServer {
  httpServer: Server;
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting requests, lets in-flight ones finish, and closes sockets. */
  close(): Promise<void>;
}

export interface ServerOptions {
  orm: MikroORM;
  production: boolean;
  schema?: GraphQLSchema;
}

/** Wires the GraphQL and REST server over one HTTP server; the ORM's lifecycle stays with the caller. */
export async function createPaperlightServer({ orm, production, schema }: ServerOptions): Promise<PaperlightServer> {
  const httpServer = createServer();
  const apollo = createApolloServer(schema ?? (await createSchema()), httpServer, production);
  await apollo.start();
  httpServer.on('request', createHttpApp({ orm, apollo, production }));
  return {
    httpServer,
    listen: (port, host = '0.0.0.0') =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve((httpServer.address() as AddressInfo).port));
      }),
    close: () => apollo.stop(),
  };
}

// Apollo Server's hello world, one process: the server's own overhead, for context. Prints {"port": N} once listening.
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

const server = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } });
const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
process.stdout.write(`${JSON.stringify({ port: Number(new URL(url).port) })}\n`);
process.on('SIGTERM', () => void server.stop().finally(() => process.exit(0)));

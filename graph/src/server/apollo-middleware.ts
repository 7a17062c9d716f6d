import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Serves an Apollo server on Express, as `@as-integrations/express5` does, with two costs of every request left out:
 * the query string is cut from the URL rather than parsed with the legacy URL parser, and a POST's answer is sent
 * without an ETag (Express hashes every body it `send`s for one; nothing revalidates a POST). A GET's answer keeps
 * Express's ETag, so a client can revalidate it. Expects the JSON body parser to have run.
 */
export function apolloMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const queryStart = req.url.indexOf('?');
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: queryStart < 0 ? '' : req.url.slice(queryStart),
      body: req.body as unknown,
    };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context({ req, res }) });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      if (req.method !== 'POST') {
        res.send(answer.body.string);
        return;
      }
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

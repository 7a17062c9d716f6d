import { altairExpress } from 'altair-express-middleware';
import type { RequestHandler } from 'express';

const INITIAL_QUERY = `# Paperlight's public GraphQL API. Press the run button to try it.
query LatestResearch {
  articles(first: 5, filter: { dateRange: null }) {
    totalCount
    edges {
      cursor
      node { id simplifiedTitle title source journal publishedDate categories }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/**
 * The development GraphQL explorer (Altair, served from the installed package, so it needs no network) on
 * `GET /graphql` from a browser. GraphQL-over-HTTP GET requests, which carry `query`, go on to Apollo.
 */
export function createExplorer(): RequestHandler {
  const altair = altairExpress({
    endpointURL: '/graphql',
    subscriptionsEndpoint: '/graphql',
    initialQuery: INITIAL_QUERY,
    initialSettings: { theme: 'system', 'plugin.list': [] },
  });
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const isPageRequest = req.path === '/' && !('query' in req.query) && req.accepts(['json', 'html']) === 'html';
    if (req.path !== '/' || isPageRequest) return altair(req, res, next);
    return next();
  };
}

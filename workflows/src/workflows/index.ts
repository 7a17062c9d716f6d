export { ingestSource } from './ingest-source.js';
export { summariseArticle } from './summarise-article.js';

// Paperlight's service worker: keeps the app shell, its code, the GraphQL answers the reader has read and the answers
// the signed-in reader's bookmarked articles need, so an article read before or bookmarked opens without a network
// (docs/product/screens.md#offline-reading).
const SHELL = 'paperlight-shell-v1';
// Both answer caches start with 'paperlight-data', which is how the page deletes them at logout.
const DATA = 'paperlight-data-v1';
const BOOKMARKS = 'paperlight-data-bookmarks-v1';
// The most GraphQL answers kept from reading; the oldest go first.
const MAX_ANSWERS = 300;
// The most bookmarked articles kept; the page sends the most recently bookmarked first.
const MAX_BOOKMARKED_ARTICLES = 100;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.add('/')));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL && key !== DATA && key !== BOOKMARKS).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

// Keeps code the page names (what it loaded before this worker took over) that is not kept yet.
async function keepCode(urls) {
  const cache = await caches.open(SHELL);
  const own = urls.filter((url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'));
  await Promise.all(own.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url).catch(() => undefined))));
}

// Bookmark keeping runs one request at a time, one run after the other; a logout ends the run under way.
let keeping = Promise.resolve();
let generation = 0;

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'keep' && Array.isArray(data.urls)) event.waitUntil(keepCode(data.urls));
  if (data.type === 'keep-bookmarks' && Array.isArray(data.articles) && data.documents && typeof data.documents === 'object') {
    const started = generation;
    keeping = keeping.then(() => keepBookmarks(data, started)).catch(() => undefined);
    event.waitUntil(keeping);
  }
  if (data.type === 'forget') {
    generation += 1;
    keeping = keeping.then(() => Promise.all([caches.delete(DATA), caches.delete(BOOKMARKS)])).catch(() => undefined);
    event.waitUntil(keeping);
  }
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS)).map((key) => cache.delete(key)));
}

// JSON with its keys sorted, so the same variables make the same key however they were written.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// One key per query, whether it went by GET naming its hash or by POST with its whole text (a hash the server did
// not know yet): the operation, its variables and its document's hash.
function answerKey(operationName, variables, extensions) {
  const hash = extensions && extensions.persistedQuery ? extensions.persistedQuery.sha256Hash : '';
  const key = new URL('/offline-answers', self.location.origin);
  key.searchParams.set('operation', operationName || '');
  key.searchParams.set('variables', canonical(variables || {}));
  key.searchParams.set('hash', hash || '');
  return key.href;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function isQueryText(text) {
  return typeof text === 'string' && !/(^|\n)\s*(mutation|subscription)\b/.test(text);
}

// An answer worth keeping: a plain answer with data and no errors.
async function keepable(response) {
  if (!response.ok) return false;
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  return Boolean(body && body.data && !body.errors);
}

/**
 * Sends one query as the app's persisted query link does (by GET naming its document's hash, the request the page
 * itself makes; once by POST with the whole text when the server does not know the hash yet), with the reader's
 * session cookie. Returns the response when it is worth keeping.
 */
async function sendQuery(operationName, variables, document) {
  const extensions = { persistedQuery: { version: 1, sha256Hash: document.hash } };
  const url = new URL('/graphql', self.location.origin);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', JSON.stringify(variables));
  url.searchParams.set('extensions', JSON.stringify(extensions));
  let response = await fetch(url.href, { credentials: 'same-origin', headers: JSON_HEADERS });
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  const unknownHash = Boolean(
    body &&
    Array.isArray(body.errors) &&
    body.errors.some((error) => error && error.extensions && error.extensions.code === 'PERSISTED_QUERY_NOT_FOUND'),
  );
  if (unknownHash) {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: JSON_HEADERS,
      body: JSON.stringify({ operationName, query: document.query, variables, extensions }),
    });
  }
  return (await keepable(response)) ? response : null;
}

/**
 * Keeps the answers the article page asks for each bookmarked article, and only those: answers kept for an article
 * that is no longer bookmarked are dropped (one the reader opened stays in the read answers). With `refresh` every
 * answer is fetched again; otherwise only those not kept yet. A logout (a newer generation) ends the run.
 */
async function keepBookmarks({ articles, documents, refresh }, started) {
  const wanted = new Map();
  for (const article of articles.slice(0, MAX_BOOKMARKED_ARTICLES)) {
    for (const request of article && Array.isArray(article.requests) ? article.requests : []) {
      const document = request && documents[request.operationName];
      if (!document || typeof document.hash !== 'string' || !isQueryText(document.query)) continue;
      const variables = request.variables && typeof request.variables === 'object' ? request.variables : {};
      const key = answerKey(request.operationName, variables, { persistedQuery: { sha256Hash: document.hash } });
      wanted.set(key, { operationName: request.operationName, variables, document });
    }
  }
  const cache = await caches.open(BOOKMARKS);
  for (const kept of await cache.keys()) {
    if (!wanted.has(kept.url)) await cache.delete(kept);
  }
  for (const [key, request] of wanted) {
    if (generation !== started) return;
    if (!refresh && (await cache.match(key))) continue;
    const response = await sendQuery(request.operationName, request.variables, request.document).catch(() => null);
    if (generation !== started) return;
    if (response) await cache.put(key, response);
  }
}

// The newer of two kept answers, by the time the server sent it.
function newer(a, b) {
  if (!a || !b) return a || b;
  return Date.parse(b.headers.get('date') || '') > Date.parse(a.headers.get('date') || '') ? b : a;
}

async function describeQuery(request) {
  const url = new URL(request.url);
  if (request.method === 'GET') {
    const parse = (name) => JSON.parse(url.searchParams.get(name) || 'null');
    return answerKey(url.searchParams.get('operationName'), parse('variables'), parse('extensions'));
  }
  const body = await request.clone().json();
  // Only queries are kept; a mutation always goes to the server.
  if (!body || !isQueryText(body.query)) return null;
  return answerKey(body.operationName, body.variables, body.extensions);
}

// A query's answer fresh from the network when there is one (kept when it is a plain answer without errors); without
// one, the newest kept answer, read or kept for a bookmark.
async function answerQuery(request, key) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (await keepable(response)) {
      await cache.put(key, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const kept = newer(await cache.match(key), await (await caches.open(BOOKMARKS)).match(key));
    if (kept) return kept;
    throw error;
  }
}

// The kept feed page as the shell of another page: without the feed's first paint (the server's markup between these
// comments, graph/src/server/first-paint.ts), so the page does not show the feed's heading until the app renders.
async function asShell(response) {
  const html = (await response.text()).replace(/<!--first-paint-->[\s\S]*?<!--\/first-paint-->/, '');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

// A page fresh from the network when there is one (and kept); the kept copy, or the app shell, when there is not.
async function openPage(request) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    const shell = await cache.match('/');
    if (shell) return asShell(shell);
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/graphql' && (request.method === 'GET' || request.method === 'POST')) {
    event.respondWith(
      describeQuery(request)
        .catch(() => null)
        .then((key) => (key ? answerQuery(request, key) : fetch(request))),
    );
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(openPage(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg' || url.pathname === '/manifest.webmanifest') {
    event.respondWith(cacheFirst(request));
  }
});

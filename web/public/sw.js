// Paperlight's service worker: keeps the app shell, its code and the GraphQL answers the reader has read, so an
// article read before opens without a network (docs/product/screens.md#offline-reading).
const SHELL = 'paperlight-shell-v1';
const DATA = 'paperlight-data-v1';
// The most GraphQL answers kept; the oldest go first.
const MAX_ANSWERS = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.add('/')));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== DATA).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page names the code it loaded before this worker took over, so that is kept too.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep' && Array.isArray(event.data.urls)) {
    const urls = event.data.urls.filter(
      (url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'),
    );
    event.waitUntil(caches.open(SHELL).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))));
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

async function describeQuery(request) {
  const url = new URL(request.url);
  if (request.method === 'GET') {
    const parse = (name) => JSON.parse(url.searchParams.get(name) || 'null');
    return answerKey(url.searchParams.get('operationName'), parse('variables'), parse('extensions'));
  }
  const body = await request.clone().json();
  // Only queries are kept; a mutation always goes to the server.
  if (!body || typeof body.query !== 'string' || /(^|\n)\s*(mutation|subscription)\b/.test(body.query)) return null;
  return answerKey(body.operationName, body.variables, body.extensions);
}

// A query's answer fresh from the network when there is one (kept when it is a plain answer without errors); the kept
// one when there is no network.
async function answerQuery(request, key) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      if (body && body.data && !body.errors) {
        await cache.put(key, response.clone());
        await trim(cache);
      }
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

// A page fresh from the network when there is one (and kept); the kept copy, or the app shell, when there is not.
async function openPage(request) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) || (await cache.match('/'));
    if (kept) return kept;
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

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { describePage, SITE_DESCRIPTION } from '../modules/article/article-preview.service.js';
import { staticClient, type DescribePage } from './static-client.js';

const PUBLIC_URL = 'https://paperlight.example';
const BUILT_INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <meta name="description" content="Paperlight: the built description." />\n    <title>Paperlight</title>\n' +
  '    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const dist = mkdtempSync(path.join(tmpdir(), 'paperlight-preview-'));
writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);

let db: TestDatabase;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase();
  ids = await insertDrafts(db.orm.em, [
    await draftFrom(1, { publishedDate: daysAgo(1) }),
    await draftFrom(2, { publishedDate: daysAgo(2) }),
    await draftFrom(3, { publishedDate: daysAgo(3) }),
  ]);
  const connection = db.orm.em.getConnection();
  await connection.execute('update articles set simplified_title = ?, ai_summary = ? where id = ?', [
    'Heart <b>failure</b> & "salt"',
    `${'Less salt helped some patients. '.repeat(12)}`,
    ids[0],
  ]);
  await connection.execute("update articles set simplified_title = null, ai_summary = null, status = 'retracted' where id = ?", [ids[1]]);
});

afterAll(async () => {
  await db?.drop();
  rmSync(dist, { recursive: true, force: true });
});

/** Serves the built page through the client router with `describe`, and answers the head tags of `pathname`. */
async function headOf(pathname: string, describe: DescribePage, headers: Record<string, string> = {}) {
  const app = express().use(staticClient(PUBLIC_URL, dist, describe)!);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`, { headers });
    const html = await response.text();
    const document = parseDocument(html);
    const tags: { name: string; attribs: Record<string, string>; text: string }[] = [];
    const walk = (nodes: typeof document.children) => {
      for (const node of nodes) {
        if (node.type !== 'tag' && node.type !== 'script') continue;
        const text = node.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
        tags.push({ name: node.name, attribs: node.attribs, text });
        walk(node.children);
      }
    };
    walk(document.children);
    const meta = (key: string) =>
      tags.find((tag) => tag.name === 'meta' && (tag.attribs.property === key || tag.attribs.name === key))?.attribs.content;
    return {
      status: response.status,
      html,
      titles: tags.filter((tag) => tag.name === 'title').map((tag) => tag.text),
      descriptions: tags.filter((tag) => tag.name === 'meta' && tag.attribs.name === 'description').length,
      canonical: tags.find((tag) => tag.name === 'link' && tag.attribs.rel === 'canonical')?.attribs.href,
      meta,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const fromDatabase: DescribePage = (pathname) => describePage({ em: db.orm.em.fork() }, pathname, PUBLIC_URL);

/** As the server asks: with the request's query, and whether it carries a session cookie. */
const fromRequest: DescribePage = (pathname, req) =>
  describePage({ em: db.orm.em.fork() }, pathname, PUBLIC_URL, {
    search: new URL(req.originalUrl, PUBLIC_URL).search,
    signedIn: (req.headers.cookie ?? '').includes('paperlight.sid'),
  });

/** The article pages the first-painted cards link to, in order. */
function paintedCards(html: string): string[] {
  return [...html.matchAll(/<h2 class="fp-card-title"><a href="\/article\/(\d+)">/g)].map((match) => match[1]);
}

describe('link previews', () => {
  it("give an article's shown title, the start of its summary and its address, as text however it is written", async () => {
    const head = await headOf(`/article/${ids[0]}`, fromDatabase);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['Heart <b>failure</b> & "salt" · Paperlight']);
    expect(head.html).not.toContain('<b>failure</b>');
    expect(head.meta('og:title')).toBe('Heart <b>failure</b> & "salt"');
    expect(head.meta('twitter:title')).toBe('Heart <b>failure</b> & "salt"');
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/article/${ids[0]}`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/article/${ids[0]}`);
    expect(head.meta('twitter:card')).toBe('summary');
    const description = head.meta('og:description') ?? '';
    expect(description.startsWith('Less salt helped some patients. Less salt')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(head.meta('description')).toBe(description);
    expect(head.descriptions).toBe(1);
    expect(Date.parse(head.meta('article:published_time') ?? '')).not.toBeNaN();
  });

  it('say a retracted paper is retracted, and fall back to the title and abstract before a summary is written', async () => {
    const head = await headOf(`/article/${ids[1]}/`, fromDatabase);
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ title: string; abstract: string }[]>('select title, abstract from articles where id = ?', [ids[1]]);
    expect(head.meta('og:title')).toBe(`Retracted: ${row.title}`);
    expect(row.abstract.replace(/\s+/g, ' ').startsWith((head.meta('og:description') ?? '').replace(/…$/, ''))).toBe(true);
    expect(head.canonical).toBe(`${PUBLIC_URL}/article/${ids[1]}`);
  });

  it('give other pages their name or the site, and an unknown article the site, without a second title', async () => {
    const terms = await headOf('/terms?ref=footer', fromDatabase);
    expect(terms.titles).toEqual(['Terms of Service · Paperlight']);
    expect(terms.meta('og:type')).toBe('website');
    expect(terms.canonical).toBe(`${PUBLIC_URL}/terms`);
    for (const pathname of ['/', '/article/2147483647', '/article/99999999999', '/somewhere/else']) {
      const head = await headOf(pathname, fromDatabase);
      expect(head.titles, pathname).toEqual(['Paperlight']);
      expect(head.meta('og:description'), pathname).toBe(SITE_DESCRIPTION);
      expect(head.descriptions, pathname).toBe(1);
    }
  });

  it("paint an article's title and summary, escaped, inside the root element before the app runs", async () => {
    const head = await headOf(`/article/${ids[0]}`, fromDatabase);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(head.html)?.[1] ?? '';
    expect(root).toContain('<h1 class="fp-title">Heart &lt;b&gt;failure&lt;/b&gt; &amp; &quot;salt&quot;</h1>');
    expect(root).toContain('<p class="fp-summary-text">Less salt helped some patients. Less salt');
    expect(root).not.toContain('<script');
    const original = await headOf(`/article/${ids[2]}`, fromDatabase);
    expect(original.html).toContain('<h1 class="fp-title">');
    expect(original.html).toContain('The plain-language summary is being written.');
  });

  it("paint the feed's heading on the feed, and nothing where the app draws something else first", async () => {
    expect((await headOf('/?range=lastyear', fromDatabase)).html).toContain('<h1 class="fp-title">Latest Research</h1>');
    // A retracted paper opens with its status banner, which only the app draws.
    for (const pathname of [`/article/${ids[1]}`, '/terms', '/article/99999999']) {
      expect((await headOf(pathname, fromDatabase)).html, pathname).toContain('<div id="root"></div>');
    }
  });

  it('leave the page as built when the preview cannot be read', async () => {
    const head = await headOf('/article/1', () => Promise.reject(new Error('database unreachable')));
    expect(head.status).toBe(200);
    expect(head.html).toBe(BUILT_INDEX);
  });

  it("paint the feed's first cards for the filters and order in the page's address, and none for a signed-in reader", async () => {
    const newest = await headOf('/?range=lastyear', fromRequest);
    // The retracted paper is hidden from the feed, so from its first paint too.
    expect(paintedCards(newest.html)).toEqual([String(ids[0]), String(ids[2])]);
    expect(newest.html).toContain('Showing 2 of 2 articles');
    expect(paintedCards((await headOf('/?range=lastyear&sort=oldest', fromRequest)).html)).toEqual([String(ids[2]), String(ids[0])]);
    expect(paintedCards((await headOf('/?range=lastyear', fromRequest, { cookie: 'paperlight.sid=s%3Aabc' })).html)).toEqual([]);
  });
});

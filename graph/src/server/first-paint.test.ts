import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { FirstPaint } from '../modules/article/article-preview.service.js';
import { FIRST_PAINT_END, FIRST_PAINT_START, firstPaintMarkup, withFirstPaint } from './first-paint.js';

const HOSTILE = '</script><img src=x onerror="alert(1)"><!--/first-paint--> $& $1';

function article(overrides: Partial<Extract<FirstPaint, { kind: 'article' }>> = {}): FirstPaint {
  return {
    kind: 'article',
    title: 'Salt and the heart',
    originalTitle: null,
    summary: 'Less salt helped.',
    offlineSummary: false,
    readingLevel: null,
    levels: false,
    ...overrides,
  };
}

/** Every element of the markup, by tag name, and the text of the whole. */
function parse(html: string) {
  const document = parseDocument(html);
  const names: string[] = [];
  const attributes: string[] = [];
  const texts: string[] = [];
  const walk = (nodes: typeof document.children) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.data);
      if (node.type !== 'tag' && node.type !== 'script') continue;
      names.push(node.name);
      attributes.push(...Object.keys(node.attribs));
      walk(node.children);
    }
  };
  walk(document.children);
  return { names, attributes, text: texts.join('') };
}

describe('the first paint', () => {
  it("writes a hostile title and summary as inert text: no script, no image, no handler, the page's marker kept", () => {
    const markup = firstPaintMarkup(article({ title: HOSTILE, originalTitle: HOSTILE, summary: HOSTILE, readingLevel: HOSTILE }));
    const { names, attributes, text } = parse(markup);
    expect(names).not.toContain('script');
    expect(names).not.toContain('img');
    expect(attributes.some((name) => name.startsWith('on'))).toBe(false);
    expect(text).toContain('</script><img src=x onerror="alert(1)">');
    expect(markup.split(FIRST_PAINT_END)).toHaveLength(2);
    expect(markup.startsWith(FIRST_PAINT_START) && markup.endsWith(FIRST_PAINT_END)).toBe(true);
  });

  it('shows the original title, the summary labels and the level switch as the article page does', () => {
    const { text } = parse(
      firstPaintMarkup(article({ originalTitle: 'The original', offlineSummary: true, readingLevel: 'grade 9', levels: true })),
    );
    expect(text).toContain('Original: The original');
    expect(text).toContain('AI Summary(offline summariser)· Reading level: grade 9PlainDetailedLess salt helped.');
    expect(parse(firstPaintMarkup(article({ summary: null }))).text).toContain('The plain-language summary is being written.');
  });

  it('fills only the empty root element, taking replacement patterns in the text literally', () => {
    const page = '<body><div id="root"></div><div id="root"></div></body>';
    const painted = withFirstPaint(page, article({ title: HOSTILE }));
    expect(painted.startsWith(`<body><div id="root">${FIRST_PAINT_START}`)).toBe(true);
    expect(painted).toContain('$&amp; $1');
    expect(painted.endsWith(`${FIRST_PAINT_END}</div><div id="root"></div></body>`)).toBe(true);
    expect(withFirstPaint('<body><main></main></body>', { kind: 'feed' })).toBe('<body><main></main></body>');
  });
});

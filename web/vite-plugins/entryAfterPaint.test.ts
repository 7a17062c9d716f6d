import { describe, expect, it } from 'vitest';
import { entryLoaderSource, startEntryAfterPaint } from './entryAfterPaint.ts';

interface Added {
  rel?: string;
  type?: string;
  crossOrigin?: string;
  href?: string;
  src?: string;
}

/** Runs the loader with hand-driven frames and timers; answers what it added to the head and the pending callbacks. */
function runLoader(visibilityState: 'visible' | 'hidden' = 'visible') {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const added: Added[] = [];
  const document = {
    visibilityState,
    createElement: () => ({}) as Added,
    head: { appendChild: (element: Added) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', entryLoaderSource('/assets/index-abc.js', ['/assets/app-def.js']))(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return { frames, timers, added };
}

describe('the entry loader', () => {
  it('starts the entry module once the first frame is drawn, once only', () => {
    const { frames, timers, added } = runLoader();
    expect(added).toEqual([]);
    frames.forEach((run) => run());
    expect(added).toEqual([]);
    const afterFrame = timers.find((timer) => timer.ms === 0);
    afterFrame?.run();
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/app-def.js' },
      { type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' },
    ]);
    timers.forEach((timer) => timer.run());
    expect(added).toHaveLength(2);
  });

  it('starts it at once in a background tab, which draws no frames, and anyway when no frame comes', () => {
    expect(runLoader('hidden').added).toHaveLength(2);
    const { timers, added } = runLoader();
    timers.find((timer) => timer.ms === 1000)?.run();
    expect(added).toHaveLength(2);
  });

  it("moves the page's entry script and its imports' preloads into the loader at the end of the body", () => {
    const page =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    ' +
      '<link rel="modulepreload" crossorigin href="/assets/app-def.js"></head><body><div id="root"></div></body>';
    const built = startEntryAfterPaint(page, '/assets/index-abc.js', ['/assets/app-def.js']);
    expect(built.startsWith('<head></head><body>')).toBe(true);
    expect(built).toContain('["/assets/app-def.js"]');
    expect(built).toMatch(/<div id="root"><\/div> {2}<script>\(function \(\) \{[\s\S]*<\/script>\n {2}<\/body>$/);
    expect(() => startEntryAfterPaint('<head></head>', '/assets/index-abc.js', [])).toThrow(/entry/);
  });
});

import { describe, expect, it } from 'vitest';
import { darkTheme, theme } from '../src/theme/theme.ts';
import { firstPaintCss } from './firstPaintStyle.ts';

describe("the first paint's style", () => {
  const css = firstPaintCss();

  it("colours the first paint with the theme of the reader's scheme, set on the document by the theme script", () => {
    expect(css).toContain(`color: light-dark(${theme.colors.text}, ${darkTheme.colors.text})`);
    expect(css).toContain(`background: light-dark(${theme.colors.surface}, ${darkTheme.colors.surface})`);
  });

  it("applies only to the first paint's own elements, so the app's styles are left alone once it renders", () => {
    const selectors = css
      .replace(/@media[^{]*\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0].trim())
      .filter(Boolean);
    for (const selector of selectors) {
      if (selector === 'body') continue;
      for (const part of selector.split(',')) expect(part.trim(), selector).toMatch(/^\.fp/);
    }
  });

  it('sizes the titles as the app does, larger from the medium breakpoint', () => {
    expect(css).toContain(`.fp-title { font-size: ${theme.fontSizes.xxl}; line-height: ${theme.lineHeights.tight}; }`);
    expect(css).toContain(`${theme.media.md} { .fp-title { font-size: ${theme.fontSizes.display}; } }`);
  });
});

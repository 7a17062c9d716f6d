import type { Page } from 'playwright-core';

/** Elements whose words must never break across lines: headings, badges, dates, buttons and links styled as buttons. */
const UNBROKEN_WORDS = 'h1, h2, h3, h4, time, button, [role="button"], [role="tab"], label, [data-badge]';

/**
 * What is wrong with the page's layout as drawn now, one line per defect (an empty list when nothing is):
 * - two pieces of visible text that overlap (a date drawn over a badge, a title under a button), found from the boxes
 *   of the text itself, line by line;
 * - a word broken across two lines inside a heading, badge, date or button ('AI Summa / ry'); tokens longer than
 *   `longWord` characters (addresses, DOIs) may break, as nothing else would fit them.
 * Text inside `.visually-hidden`, closed or invisible elements, and the part of a scrolling list scrolled out of view, is
 * ignored.
 */
export function layoutDefects(page: Page, longWord = 24): Promise<string[]> {
  return page.evaluate(
    ({ selector, longWord: limit }) => {
      interface Box {
        left: number;
        top: number;
        right: number;
        bottom: number;
        node: Text;
      }
      const visible = (element: Element) =>
        !element.closest('.visually-hidden') &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 1;
      const textNodes: Text[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        if (text.data.trim() && text.parentElement && visible(text.parentElement)) textNodes.push(text);
      }
      const describe = (node: Text) => `${node.parentElement?.tagName.toLowerCase()} "${node.data.trim().slice(0, 50)}"`;
      const defects: string[] = [];

      // The part of the viewport an element's scrolling or clipping ancestors let it show (a scrolled list's hidden rows).
      const clipOf = (element: Element) => {
        let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const rect = parent.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, rect.left),
            top: Math.max(clip.top, rect.top),
            right: Math.min(clip.right, rect.right),
            bottom: Math.min(clip.bottom, rect.bottom),
          };
        }
        return clip;
      };
      // Each text node's line boxes as drawn (cut to what its ancestors show), in page coordinates.
      const boxes: Box[] = [];
      for (const node of textNodes) {
        const clip = clipOf(node.parentElement as Element);
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const left = Math.max(rect.left, clip.left);
          const right = Math.min(rect.right, clip.right);
          const top = Math.max(rect.top, clip.top);
          const bottom = Math.min(rect.bottom, clip.bottom);
          if (right - left < 1 || bottom - top < 1) continue;
          boxes.push({
            left: left + window.scrollX,
            right: right + window.scrollX,
            top: top + window.scrollY,
            bottom: bottom + window.scrollY,
            node,
          });
        }
      }
      boxes.sort((a, b) => a.top - b.top);
      // Line boxes include the font's leading, so neighbouring lines may touch: only a clear overlap counts.
      const SLACK = 2;
      const seen = new Set<string>();
      for (let i = 0; i < boxes.length; i += 1) {
        const a = boxes[i];
        for (let j = i + 1; j < boxes.length && boxes[j].top < a.bottom - SLACK; j += 1) {
          const b = boxes[j];
          if (a.node === b.node) continue;
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > SLACK && overlapY > SLACK) {
            const line = `overlap: ${describe(a.node)} and ${describe(b.node)}`;
            if (!seen.has(line)) defects.push(line);
            seen.add(line);
          }
        }
      }

      for (const node of textNodes) {
        if (!node.parentElement?.closest(selector)) continue;
        for (const match of node.data.matchAll(/[^\s\-–—/]+/g)) {
          if (match[0].length > limit) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width >= 1).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) defects.push(`word broken across lines: "${match[0]}" in ${describe(node)}`);
        }
      }
      return defects;
    },
    { selector: UNBROKEN_WORDS, longWord },
  );
}

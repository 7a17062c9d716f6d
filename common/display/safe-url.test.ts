import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url.js';

describe('safeExternalUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeExternalUrl('https://pubmed.ncbi.nlm.nih.gov/1/')).toBe('https://pubmed.ncbi.nlm.nih.gov/1/');
    expect(safeExternalUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<script>')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl('nope')).toBeNull();
  });

  it('trims the link and writes it as a URL', () => {
    expect(safeExternalUrl(' https://x.test/ ')).toBe('https://x.test/');
    expect(safeExternalUrl('https://example.org/a b')).toBe('https://example.org/a%20b');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanLatex } from './latex.js';

describe('cleanLatex', () => {
  it('turns the common symbols into characters', () => {
    expect(cleanLatex('0.51 $\\pm$ 0.27 mm, p $< $ 0.0001')).toBe('0.51 ± 0.27 mm, p < 0.0001');
    expect(cleanLatex('age $\\geq$ 65 and $\\leq$ 80, 2 $\\times$ 3')).toBe('age ≥ 65 and ≤ 80, 2 × 3');
    expect(cleanLatex('R$^2$ = 0.6, $\\alpha$ = 0.05')).toBe('R² = 0.6, α = 0.05');
  });

  it('drops delimiters around simple tokens', () => {
    expect(cleanLatex('the $n$ patients with $p$-values')).toBe('the n patients with p-values');
  });

  it('leaves dollar amounts alone', () => {
    expect(cleanLatex('costs rose from $5 to $10 per visit')).toBe('costs rose from $5 to $10 per visit');
    expect(cleanLatex('US$5-$10 and then $\\pm$ 2')).toBe('US$5-$10 and then ± 2');
  });
});

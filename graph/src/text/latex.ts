/** Greek letter names as LaTeX and medRxiv spell them (`alpha`, `Delta`), with their letters. */
export const GREEK_LETTERS: Readonly<Record<string, string>> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Alpha: 'Α',
  Beta: 'Β',
  Gamma: 'Γ',
  Delta: 'Δ',
  Epsilon: 'Ε',
  Zeta: 'Ζ',
  Eta: 'Η',
  Theta: 'Θ',
  Iota: 'Ι',
  Kappa: 'Κ',
  Lambda: 'Λ',
  Mu: 'Μ',
  Nu: 'Ν',
  Xi: 'Ξ',
  Omicron: 'Ο',
  Pi: 'Π',
  Rho: 'Ρ',
  Sigma: 'Σ',
  Tau: 'Τ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Chi: 'Χ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

const LATEX_SYMBOLS: Record<string, string> = {
  ...GREEK_LETTERS,
  pm: '±',
  mp: '∓',
  geq: '≥',
  ge: '≥',
  geqslant: '≥',
  leq: '≤',
  le: '≤',
  leqslant: '≤',
  times: '×',
  lt: '<',
  gt: '>',
  approx: '≈',
  sim: '~',
  neq: '≠',
  ne: '≠',
  cdot: '·',
  bullet: '•',
  degree: '°',
  circ: '°',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  uparrow: '↑',
  downarrow: '↓',
  div: '÷',
  prime: '′',
  ll: '≪',
  gg: '≫',
  propto: '∝',
  textless: '<',
  textgreater: '>',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
};

function superscript(value: string): string {
  const chars = [...value];
  return chars.every((c) => c in SUPERSCRIPT) ? chars.map((c) => SUPERSCRIPT[c]).join('') : `^${value}`;
}

function renderLatex(math: string): string {
  return math
    .replace(/\\([A-Za-z]+)/g, (_match, name: string) => LATEX_SYMBOLS[name] ?? '')
    .replace(/\\([%&$#_{}])/g, '$1')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\^\{([^{}]*)\}|\^(\S)/g, (_match, group: string | undefined, single: string | undefined) =>
      superscript(group ?? single ?? ''),
    )
    .replace(/_\{([^{}]*)\}|_(\S)/g, (_match, group: string | undefined, single: string | undefined) => group ?? single ?? '')
    .replace(/[{}]/g, '')
    .trim();
}

function isSimpleMath(content: string): boolean {
  const math = content.trim();
  if (!math) return false;
  if (/\\[A-Za-z]/.test(math)) return true;
  // "$5-$10" is money, not math: plain tokens may not start with a digit.
  return !/\s/.test(math) && !/^\d/.test(math);
}

/**
 * Light LaTeX clean-up for abstracts that carry inline math: `$\pm$` → ±, `$<$` → <, `$\geq$` → ≥,
 * `$\leq$` → ≤, `$\times$` → ×, `R$^2$` → R²; `$` delimiters around other simple tokens are dropped.
 * Dollar amounts ("$5 to $10") are left alone.
 */
export function cleanLatex(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('$', index);
    if (open === -1) break;
    const close = text.indexOf('$', open + 1);
    const content = close === -1 ? '' : text.slice(open + 1, close);
    if (close !== -1 && content.length <= 60 && !content.includes('\n') && isSimpleMath(content)) {
      out += text.slice(index, open) + renderLatex(content);
      index = close + 1;
    } else {
      out += text.slice(index, open + 1);
      index = open + 1;
    }
  }
  return (out + text.slice(index)).replace(/ {2,}/g, ' ');
}

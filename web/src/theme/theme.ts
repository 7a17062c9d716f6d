/** A pair of colours for a badge: a light background with text that keeps AA contrast on it. */
export interface BadgeColors {
  background: string;
  text: string;
}

const NEUTRAL_BADGE: BadgeColors = { background: '#e5e7eb', text: '#374151' };

/** Source badge colours (docs/product/screens.md#badges); any other source gets the neutral colour. */
export const SOURCE_BADGE_COLORS: Readonly<Record<string, BadgeColors>> = {
  PubMed: { background: '#dbeafe', text: '#1e3a8a' },
  medRxiv: { background: '#fee2e2', text: '#991b1b' },
  PLOS: { background: '#f3e8ff', text: '#6b21a8' },
  'PLOS Medicine': { background: '#f3e8ff', text: '#6b21a8' },
  DOAJ: { background: '#ffedd5', text: '#9a3412' },
};

/** Category badge colours (docs/product/screens.md#badges); any other category gets the neutral colour. */
export const CATEGORY_BADGE_COLORS: Readonly<Record<string, BadgeColors>> = {
  Cardiology: { background: '#ffe4e6', text: '#9f1239' },
  Neurology: { background: '#ede9fe', text: '#5b21b6' },
  Oncology: { background: '#fce7f3', text: '#9d174d' },
  Medicine: { background: '#e0f2fe', text: '#075985' },
  Preprint: { background: '#fef3c7', text: '#92400e' },
  'Open Access': { background: '#dcfce7', text: '#166534' },
  'Study design': { background: '#e0e7ff', text: '#3730a3' },
  'General Medicine': { background: '#ccfbf1', text: '#115e59' },
};

/** The light theme's colours; every text colour keeps AA contrast on the surfaces it is used on. */
const LIGHT_COLORS = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceMuted: '#f1f3f6',
  surfaceAccent: '#eff6ff',
  border: '#d9dee5',
  borderStrong: '#9aa4b2',
  text: '#111827',
  textMuted: '#4b5563',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryText: '#ffffff',
  primarySoft: '#dbeafe',
  danger: '#b91c1c',
  dangerSoft: '#fef2f2',
  dangerBorder: '#fca5a5',
  success: '#166534',
  successSoft: '#f0fdf4',
  premium: '#7c2d12',
  premiumSoft: '#ffedd5',
  premiumBorder: '#fdba74',
  premiumHover: '#fed7aa',
  onDark: '#ffffff',
  focus: '#2563eb',
  notification: '#dc2626',
  overlay: 'rgba(17, 24, 39, 0.55)',
  skeleton: '#e5e7eb',
  neutralBadge: NEUTRAL_BADGE,
};

/**
 * The dark theme's colours (docs/product/screens.md#dark-theme): the same roles, light text on dark surfaces. `primary`
 * is light here, so text on it (`primaryText`, `onDark`) is dark; badges keep their own light pairs.
 */
const DARK_COLORS: typeof LIGHT_COLORS = {
  background: '#0f172a',
  surface: '#1e293b',
  surfaceMuted: '#273449',
  surfaceAccent: '#172554',
  border: '#334155',
  borderStrong: '#7c8ba1',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  primary: '#93c5fd',
  primaryHover: '#bfdbfe',
  primaryText: '#0f172a',
  primarySoft: '#1e3a8a',
  danger: '#fca5a5',
  dangerSoft: '#450a0a',
  dangerBorder: '#b91c1c',
  success: '#86efac',
  successSoft: '#052e16',
  premium: '#fdba74',
  premiumSoft: '#431407',
  premiumBorder: '#c2410c',
  premiumHover: '#7c2d12',
  onDark: '#0f172a',
  focus: '#93c5fd',
  notification: '#dc2626',
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeleton: '#334155',
  neutralBadge: NEUTRAL_BADGE,
};

export const theme = {
  mode: 'light' as 'light' | 'dark',
  colors: LIGHT_COLORS,
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '2rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5, relaxed: 1.65 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08)',
    popover: '0 10px 30px rgba(17, 24, 39, 0.18)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
  },
  layout: { maxWidth: '1200px', sidebarWidth: '264px', headerHeight: '64px', toastMaxWidth: '420px' },
  zIndices: { header: 20, popover: 30, modal: 40, toast: 50 },
  badges: { source: SOURCE_BADGE_COLORS, category: CATEGORY_BADGE_COLORS, neutral: NEUTRAL_BADGE },
} as const;

export type AppTheme = typeof theme;

/** The dark theme: the light one's sizes and shapes with the dark colours. */
export const darkTheme: AppTheme = { ...theme, mode: 'dark', colors: DARK_COLORS };

export function sourceBadgeColors(source: string): BadgeColors {
  return SOURCE_BADGE_COLORS[source] ?? NEUTRAL_BADGE;
}

export function categoryBadgeColors(category: string): BadgeColors {
  return CATEGORY_BADGE_COLORS[category] ?? NEUTRAL_BADGE;
}

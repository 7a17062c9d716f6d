import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Used when the product has no category list of its own yet. */
const FALLBACK_CATEGORIES: readonly string[] = [
  'Cardiology',
  'Oncology',
  'Neurology',
  'Infectious Disease',
  'Paediatrics',
  'Psychiatry',
  'Endocrinology',
  'Respiratory Medicine',
  'Gastroenterology',
  'Nephrology',
  'Rheumatology',
  'Dermatology',
  'Obstetrics',
  'Public Health',
  'Epidemiology',
  'Genetics',
  'Immunology',
  'Surgery',
  'Pharmacology',
  'Health Policy',
];

const CATEGORY_MAP = '../src/modules/category/category.rules';

/** A URL-safe form of a category name, e.g. "Public Health" → "public-health". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category as stored: its display name and URL slug. */
export interface CategoryName {
  name: string;
  slug: string;
}

function definitionOf(entry: unknown): CategoryName | null {
  if (typeof entry === 'string') return { name: entry, slug: slugify(entry) };
  if (!entry || typeof entry !== 'object' || !('name' in entry) || typeof entry.name !== 'string') return null;
  const slug = 'slug' in entry && typeof entry.slug === 'string' ? entry.slug : slugify(entry.name);
  return { name: entry.name, slug };
}

function definitionsFrom(value: unknown): CategoryName[] {
  const entries: unknown[] = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const byName = new Map<string, CategoryName>();
  for (const entry of entries.map(definitionOf)) if (entry && !byName.has(entry.name)) byName.set(entry.name, entry);
  return [...byName.values()];
}

/**
 * The categories to seed: the product's `CATEGORIES` (from `category/category.rules.ts`) when that module exists and
 * lists at least five, else a fixed list of twenty.
 */
export async function seedCategories(): Promise<CategoryName[]> {
  if (existsSync(fileURLToPath(new URL(`${CATEGORY_MAP}.ts`, import.meta.url)))) {
    const specifier = `${CATEGORY_MAP}.js`;
    const module = (await import(specifier)) as Record<string, unknown>;
    const definitions = definitionsFrom(module.CATEGORIES);
    if (definitions.length >= 5) return definitions;
  }
  return FALLBACK_CATEGORIES.map((name) => ({ name, slug: slugify(name) }));
}

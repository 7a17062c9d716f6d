/** A parsed XML element as fast-xml-parser returns it: attributes under `@_name`, text under `#text`. */
export type XmlNode = Record<string, unknown>;

/** True for a parsed element object (not text, not an array). */
export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a list: arrays as they are, a single value wrapped, absent values empty. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The child element `name` of `node`, when it is an element. */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  const first = Array.isArray(value) ? value[0] : value;
  return isNode(first) ? first : undefined;
}

/** The child elements called `name`, whether parsed as one value or a list. */
export function children(node: unknown, name: string): unknown[] {
  return isNode(node) ? asList(node[name]) : [];
}

/** The raw text of an element (its `#text` when it has attributes); empty when there is none. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNode(value)) return textOf(value['#text']);
  return '';
}

/** The raw text of the first child element `name`. */
export function childText(node: unknown, name: string): string {
  return isNode(node) ? textOf(asList(node[name])[0]) : '';
}

/** An attribute value, or '' when absent. */
export function attr(node: unknown, name: string): string {
  return isNode(node) ? textOf(node[`@_${name}`]) : '';
}

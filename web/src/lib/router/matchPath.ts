export type RouteParams = Readonly<Record<string, string>>;

/**
 * Matches a path against a pattern such as `/article/:id`; a param may carry a regular expression, e.g. `:id(\d+)`.
 * Returns the params, or null when the path does not match. Trailing slashes are ignored.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(?:\((.+)\))?$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return `(${param[2] ?? '[^/]+'})`;
    })
    .join('/');
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = new RegExp(`^${source}$`).exec(normalised);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = decodeURIComponent(match[index + 1]);
  });
  return params;
}

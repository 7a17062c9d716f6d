export { navigate, reloadTo, type AppLocation, type NavigateOptions } from './history';
export { Link, type LinkProps } from './Link';
export { matchPath, type RouteParams } from './matchPath';
export { useLocation, useSearchParam } from './useLocation';

// Which pages a cart template may never serve, as the routes themselves declare it: a route that shows or
// changes the cart, or needs a signed-in user, exports `handle = PERSONAL_PAGE` (~/sharing). The page cache
// asks before any route runs, so the routes are matched here from the build's route table.

import {matchRoutes, type RouteObject} from 'react-router-dom';
import {isPersonalHandle} from './routeSharing';

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: {handle?: unknown};
}

/** Pathnames already decided, most recent last; URLs are unbounded, so this is bounded. */
const DECIDED_PATHS = 500;

/**
 * Whether a pathname is a personal page: some route it matches (the page's or a parent layout's) declares
 * itself so. A path no route matches is not personal (the 404 page is the same for everyone).
 */
export function personalPaths(
  routes: Record<string, BuildRoute | undefined>,
): (pathname: string) => boolean {
  const personal = new Set<string>();
  const objectFor = (route: BuildRoute): RouteObject => {
    if (isPersonalHandle(route.module.handle)) personal.add(route.id);
    const children = Object.values(routes)
      .filter((child): child is BuildRoute => child?.parentId === route.id)
      .map(objectFor);
    return route.index
      ? {id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive}
      : {id: route.id, path: route.path, caseSensitive: route.caseSensitive, children};
  };
  const tree = Object.values(routes)
    .filter((route): route is BuildRoute => Boolean(route) && !route!.parentId)
    .map(objectFor);
  const decided = new Map<string, boolean>();
  return (pathname) => {
    let answer = decided.get(pathname);
    if (answer === undefined) {
      answer = (matchRoutes(tree, pathname) ?? []).some((match) => personal.has(match.route.id!));
      if (decided.size >= DECIDED_PATHS) decided.delete(decided.keys().next().value!);
    } else decided.delete(pathname);
    decided.set(pathname, answer);
    return answer;
  };
}

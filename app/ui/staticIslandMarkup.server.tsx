import {UNSAFE_RemixContext as RemixContext} from '@remix-run/react';
import {useContext, type ComponentType, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';

/** Markups kept per island: the footer has one per URL shoppers visit, the product's islands one per product. */
export const MARKUPS_PER_ISLAND = 200;

export interface IslandMarkupProps {
  component: ComponentType<object>;
  props: object;
  /** The props as JSON (staticIsland's identity of the island's content). */
  id: string;
}

interface Island {
  /** Keeps ids of different islands apart (useId), as they are rendered one by one. */
  prefix: string;
  markups: Map<string, string>;
}

const islands = new WeakMap<ComponentType<object>, Island>();
let islandCount = 0;

function islandOf(component: ComponentType<object>): Island {
  let island = islands.get(component);
  if (!island) {
    island = {prefix: `island${(islandCount += 1)}-`, markups: new Map()};
    islands.set(component, island);
  }
  return island;
}

/** The contexts a static island may read besides its props: Remix's and the router's (links, the location). */
function useRouterContexts() {
  return {
    remix: useContext(RemixContext),
    dataRouter: useContext(DataRouterContext),
    dataRouterState: useContext(DataRouterStateContext),
    navigation: useContext(NavigationContext),
    location: useContext(LocationContext),
    route: useContext(RouteContext),
  };
}

function withRouterContexts(
  contexts: ReturnType<typeof useRouterContexts>,
  element: ReactElement,
): ReactElement {
  return (
    <RemixContext.Provider value={contexts.remix}>
      <DataRouterContext.Provider value={contexts.dataRouter}>
        <DataRouterStateContext.Provider value={contexts.dataRouterState}>
          <NavigationContext.Provider value={contexts.navigation}>
            <LocationContext.Provider value={contexts.location}>
              <RouteContext.Provider value={contexts.route}>{element}</RouteContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </DataRouterStateContext.Provider>
      </DataRouterContext.Provider>
    </RemixContext.Provider>
  );
}

/**
 * A static island as the server sends it: its markup is rendered once per isolate for the same props and
 * URL, kept (at most MARKUPS_PER_ISLAND per island, the least recently used dropped first) and written
 * into the page as it is, instead of React rendering the same elements again on every request. The browser
 * gets the same element, `<div data-static-island="">` around the island's markup, and keeps it as before
 * (staticIsland.tsx); only React's empty comments between adjacent texts are missing, which nothing reads.
 * The URL is part of the key because links and forms in an island may depend on it (the footer's Cookie
 * Settings returns to the page it was sent from). An island may read its props, the location and Remix's
 * router, nothing else: any other context would be its default value here.
 */
export function IslandMarkup({component: Component, props, id}: IslandMarkupProps) {
  const contexts = useRouterContexts();
  const island = islandOf(Component);
  const {pathname, search} = contexts.location?.location ?? {pathname: '', search: ''};
  const key = `${pathname}${search}\n${id}`;
  let markup = island.markups.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(withRouterContexts(contexts, <Component {...props} />), {
      identifierPrefix: island.prefix,
    });
    if (island.markups.size >= MARKUPS_PER_ISLAND) {
      const oldest = island.markups.keys().next();
      if (!oldest.done) island.markups.delete(oldest.value);
    }
  } else {
    // Most recently used last, so the oldest key is the one used longest ago.
    island.markups.delete(key);
  }
  island.markups.set(key, markup);
  return <div data-static-island="" dangerouslySetInnerHTML={{__html: markup}} />;
}

import {UNSAFE_RemixContext as RemixContext} from '@remix-run/react';
import {useContext, type ComponentType, type ReactElement} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from 'react-router-dom';
import type {KeptMarkupServerProps} from './keptMarkup';
import {SharedRenderContext, SharedRenderReadError} from './requestData';

// Markup that is the same for every request with the same props on the same URL (a static island, a
// product card) is rendered by React once per isolate and then sent as it is. Why it pays: React 18's
// streaming renderer turns every attribute and text of every element into a Uint8Array of its own (one
// TextEncoder call each), some 100 per product card, and that allocation, not the bytes, was most of a
// rendered page's CPU (perf on workerd: ArrayBuffer backing stores, their sweeper, tcmalloc). Cached, a card
// is one string.

/** Markups kept per component: one per props and URL (a listing's cards, the footer on each URL). */
export const MARKUPS_PER_COMPONENT = 1000;

interface Kept {
  /** Keeps ids of different components apart (useId), as they are rendered one by one. */
  prefix: string;
  markups: Map<string, string>;
}

const kept = new WeakMap<ComponentType<object>, Kept>();
let keptCount = 0;

function keptFor(component: ComponentType<object>): Kept {
  let entry = kept.get(component);
  if (!entry) {
    entry = {prefix: `kept${(keptCount += 1)}-`, markups: new Map()};
    kept.set(component, entry);
  }
  return entry;
}

/** An object any read of which throws: loader data, action data and errors in a shared render. */
function unreadable(what: string): Record<string, never> {
  const refuse = (): never => {
    throw new SharedRenderReadError(what);
  };
  const target: Record<string, never> = {};
  return new Proxy(target, {
    get: refuse,
    has: refuse,
    ownKeys: refuse,
    getOwnPropertyDescriptor: refuse,
  });
}

type RouterState = NonNullable<React.ContextType<typeof DataRouterStateContext>>;

/**
 * The router as a shared render sees it: where the page is (location, matched routes, an idle navigation),
 * and none of what this request loaded. Loader data, action data and errors throw when read; fetchers and
 * their data are empty; Remix's context keeps only the build's manifest and modules (which links read).
 */
function sharedRouterValues(
  remix: React.ContextType<typeof RemixContext>,
  dataRouter: React.ContextType<typeof DataRouterContext>,
  state: React.ContextType<typeof DataRouterStateContext>,
  route: React.ContextType<typeof RouteContext>,
) {
  const sharedState: RouterState | null = state && {
    ...state,
    loaderData: unreadable('Loader data'),
    actionData: unreadable('Action data'),
    errors: unreadable('A route error'),
    fetchers: new Map(),
  };
  const sharedRemix = remix && {
    manifest: remix.manifest,
    routeModules: remix.routeModules,
    future: remix.future,
    isSpaMode: remix.isSpaMode,
    renderMeta: {},
  };
  const sharedDataRouter = dataRouter && {
    ...dataRouter,
    router: new Proxy(dataRouter.router, {
      get: (router, property): unknown =>
        property === 'state' ? sharedState : Reflect.get(router, property, router),
    }),
  };
  return {
    remix: sharedRemix as React.ContextType<typeof RemixContext>,
    dataRouter: sharedDataRouter,
    state: sharedState,
    route: {...route, outlet: null},
  };
}

/**
 * The markup of `<Component {...props} />` as `render` makes it in a render of its own, from the isolate's
 * store when it was made before for the same props (`id`, their JSON) and URL. The URL is part of the key
 * because links and forms may depend on it (a no-JS form's way back). The render gets the page's location
 * and Remix's router and nothing that belongs to the request: loader data throws when read, and so does
 * every per-request context (requestData), which the render does not provide. Least recently used markups
 * are dropped first.
 */
function useKeptMarkup(
  component: ComponentType<object>,
  props: object,
  id: string,
  render: (element: ReactElement, options: {identifierPrefix: string}) => string,
): string {
  const remix = useContext(RemixContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const viewTransition = useContext(ViewTransitionContext);
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const {pathname, search} = location?.location ?? {pathname: '', search: ''};
  const store = keptFor(component);
  const key = `${pathname}${search}\n${id}`;
  let markup = store.markups.get(key);
  if (markup === undefined) {
    const Component = component;
    const shared = sharedRouterValues(remix, dataRouter, state, route);
    markup = render(
      <SharedRenderContext.Provider value={true}>
        <RemixContext.Provider value={shared.remix}>
          <DataRouterContext.Provider value={shared.dataRouter}>
            <DataRouterStateContext.Provider value={shared.state}>
              <FetchersContext.Provider value={new Map()}>
                <ViewTransitionContext.Provider value={viewTransition}>
                  <NavigationContext.Provider value={navigation}>
                    <LocationContext.Provider value={location}>
                      <RouteContext.Provider value={shared.route}>
                        <Component {...props} />
                      </RouteContext.Provider>
                    </LocationContext.Provider>
                  </NavigationContext.Provider>
                </ViewTransitionContext.Provider>
              </FetchersContext.Provider>
            </DataRouterStateContext.Provider>
          </DataRouterContext.Provider>
        </RemixContext.Provider>
      </SharedRenderContext.Provider>,
      {identifierPrefix: store.prefix},
    );
    if (store.markups.size >= MARKUPS_PER_COMPONENT) {
      const oldest = store.markups.keys().next();
      if (!oldest.done) store.markups.delete(oldest.value);
    }
  } else {
    // Most recently used last, so the first key is the one used longest ago.
    store.markups.delete(key);
  }
  store.markups.set(key, markup);
  return markup;
}

/**
 * A static island as the server sends it (staticIsland.tsx): `<div data-static-island="">` around the
 * island's kept markup. The browser keeps that markup without hydrating it, so React's empty comments
 * between adjacent texts (which only hydration reads) are left out.
 */
export function IslandMarkup({
  component,
  props,
  id,
}: {
  component: ComponentType<object>;
  props: object;
  id: string;
}) {
  const markup = useKeptMarkup(component, props, id, renderToStaticMarkup);
  return <div data-static-island="" dangerouslySetInnerHTML={{__html: markup}} />;
}

/**
 * An element whose content the browser hydrates (keptMarkup.tsx): the content's kept markup is exactly what
 * React would stream in its place (renderToString's, empty comments between texts included), so hydration
 * finds the same nodes.
 */
export function HydratedMarkup({as: Tag, attributes, component, props, id}: KeptMarkupServerProps) {
  const markup = useKeptMarkup(component, props, id, renderToString);
  return <Tag {...attributes} dangerouslySetInnerHTML={{__html: markup}} />;
}

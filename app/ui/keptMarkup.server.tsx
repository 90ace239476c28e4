import {UNSAFE_RemixContext as RemixContext} from '@remix-run/react';
import {useContext, type ComponentType, type Context, type ReactElement} from 'react';
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

// Markup that is the same for every request with the same props on the same URL (a static island, a
// product card) is rendered by React once per isolate and then sent as it is. Why it pays: React 18's
// streaming renderer turns every attribute and text of every element into a Uint8Array of its own (one
// TextEncoder call each), some 100 per product card, and that allocation, not the bytes, was most of a
// rendered page's CPU (perf on workerd: ArrayBuffer backing stores, their sweeper, tcmalloc). Cached, a card
// is one string.

/** Markups kept per component: one per props and URL (a listing's cards, the footer on each URL). */
export const MARKUPS_PER_COMPONENT = 1000;

/** Remix's and the router's contexts, which links, forms and fetchers read. */
const ROUTER_CONTEXTS: readonly Context<unknown>[] = [
  RemixContext,
  DataRouterContext,
  DataRouterStateContext,
  FetchersContext,
  ViewTransitionContext,
  NavigationContext,
  LocationContext,
  RouteContext,
] as Context<unknown>[];

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

/** The current value of each context, in order. `contexts` must be the same list on every render. */
function useContextValues(contexts: readonly Context<unknown>[]): unknown[] {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list per call site: always the same hooks
  return contexts.map((context) => useContext(context));
}

function provide(
  contexts: readonly Context<unknown>[],
  values: unknown[],
  element: ReactElement,
): ReactElement {
  return contexts.reduceRight<ReactElement>(
    (child, context, index) => <context.Provider value={values[index]}>{child}</context.Provider>,
    element,
  );
}

/**
 * The markup of `<Component {...props} />` as `render` makes it in a render of its own with the page's
 * router and `contexts`, from the isolate's store when it was made before for the same props (`id`, their
 * JSON) and URL. The URL is part of the key because links and forms may depend on it (a no-JS form's way
 * back). The component may read its props, the location, Remix's router and `contexts`, nothing else: any
 * other context would have its default value here. Least recently used markups are dropped first.
 */
function useKeptMarkup(
  component: ComponentType<object>,
  props: object,
  id: string,
  contexts: readonly Context<unknown>[],
  render: (element: ReactElement, options: {identifierPrefix: string}) => string,
): string {
  const all = contexts.length > 0 ? [...ROUTER_CONTEXTS, ...contexts] : ROUTER_CONTEXTS;
  const values = useContextValues(all);
  const location = values[ROUTER_CONTEXTS.indexOf(LocationContext as Context<unknown>)] as {
    location?: {pathname: string; search: string};
  } | null;
  const {pathname, search} = location?.location ?? {pathname: '', search: ''};
  const store = keptFor(component);
  const key = `${pathname}${search}\n${id}`;
  let markup = store.markups.get(key);
  if (markup === undefined) {
    const Component = component;
    markup = render(provide(all, values, <Component {...props} />), {
      identifierPrefix: store.prefix,
    });
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
  const markup = useKeptMarkup(component, props, id, [], renderToStaticMarkup);
  return <div data-static-island="" dangerouslySetInnerHTML={{__html: markup}} />;
}

/**
 * An element whose content the browser hydrates (keptMarkup.tsx): the content's kept markup is exactly what
 * React would stream in its place (renderToString's, empty comments between texts included), so hydration
 * finds the same nodes.
 */
export function HydratedMarkup({
  as: Tag,
  attributes,
  component,
  props,
  id,
  contexts,
}: KeptMarkupServerProps) {
  const markup = useKeptMarkup(component, props, id, contexts, renderToString);
  return <Tag {...attributes} dangerouslySetInnerHTML={{__html: markup}} />;
}

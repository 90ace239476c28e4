// The page cache's contract, in one place: which parts of a request a page may depend on and still be
// shared between visitors, and which make it the visitor's own. The page cache (pageCache.server) decides
// with these lists, and renders a page it may share through `guardSharedRender`, which refuses sharing as
// soon as the app reads a header these lists do not name: a loader that starts depending on a new input
// makes its page private instead of showing one visitor's page to another (tests/e2e/quality/page-inputs.no-js).

import type {ServerBuild} from '@shopify/remix-oxygen';

/** Headers that make a page the visitor's own: a request carrying one is always rendered for it. */
export const PERSONAL_HEADERS = ['authorization', 'sec-gpc'] as const;

/**
 * Cookies Shopify's scripts set in the browser (analytics visitor and session ids, the Customer Privacy
 * API's record of the choice). No loader reads them and nothing in the document depends on them (the ids
 * Hydrogen echoes travel in Server-Timing, which is never stored), so they do not make a page personal.
 */
export const SHOPIFY_BROWSER_COOKIES = ['_shopify_y', '_shopify_s', '_tracking_consent', '_cmp_a'];

/**
 * Headers a shared render reads, and why its document is the same for everyone who sends them:
 * - `cookie`: holds nothing but the one shared cookie (the consent choice: the variant, pageCache.server's
 *   sharing policy) and Shopify's browser cookies here;
 * - `user-agent`: a bot gets the whole document at once (entry.server), the same bytes either way;
 * - `purpose`, `sec-purpose`, `oxygen-buyer-ip`, `x-shopify-client-ip-sig`, `request-id`: Hydrogen
 *   forwards them to the Storefront API with each query (prefetch markers, the buyer's IP and Oxygen's
 *   signature of it for Shopify's bot protection, a trace id), and Shopify's answers to catalogue reads do
 *   not depend on them;
 * - `sec-fetch-dest`, `accept`: Hydrogen's request handler marks a document's answer for Shopify's
 *   storefront proxy with a response header; the document is the same;
 * - `x-forwarded-host`, `host`, `origin`: Remix compares them on form posts, never on a page's GET.
 * `sec-gpc` is read too, by the root loader, and is on the personal list: a shared render never has it.
 */
export const SHARED_HEADERS = [
  'cookie',
  'user-agent',
  'purpose',
  'oxygen-buyer-ip',
  'request-id',
  'x-shopify-client-ip-sig',
  'sec-purpose',
  'sec-fetch-dest',
  'accept',
  'x-forwarded-host',
  'host',
  'origin',
  ...PERSONAL_HEADERS,
] as const;

/**
 * The query parameters a shared page may carry: those the shop's pages read (`collection` on the home
 * page; a product's `variant`, `bundle`, `subscribe` and `image`; the sign-in page's `mode`). A page asked
 * for with any other parameter is rendered for that visitor and not kept.
 */
export const SHARED_QUERY_PARAMETERS = [
  'collection',
  'variant',
  'bundle',
  'subscribe',
  'image',
  'mode',
] as const;

const SHARED_HEADER_SET = new Set<string>(SHARED_HEADERS);

/** Whether a render that may be shared is allowed to read this header. */
export function isSharedHeader(name: string): boolean {
  return SHARED_HEADER_SET.has(name.toLowerCase());
}

/**
 * The request a shareable page renders from: the same request, whose headers tell `onUnlisted` about every
 * header the app asks for that `SHARED_HEADERS` does not name, and about a read of all of them at once (as
 * `*`) unless `copiesAllowed`: Remix copies the document request's headers into each loader's own request,
 * and each loader's request is guarded in its turn (`withGuardedLoaders`).
 */
export function guardSharedRender(
  request: Request,
  onUnlisted: (name: string) => void,
  {copiesAllowed = false} = {},
): Request {
  const guardedHeaders = new Proxy(request.headers, {
    get(target, property) {
      if (property === 'get' || property === 'has') {
        return (name: string) => {
          if (!isSharedHeader(name)) onUnlisted(name.toLowerCase());
          return property === 'get' ? target.get(name) : target.has(name);
        };
      }
      if (!copiesAllowed && READS_OF_EVERY_HEADER.has(property)) onUnlisted('*');
      return boundToTarget(target, property);
    },
  });
  return new Proxy(request, {
    get(target, property) {
      return property === 'headers' ? guardedHeaders : boundToTarget(target, property);
    },
  });
}

const READS_OF_EVERY_HEADER = new Set<string | symbol>([
  'entries',
  'keys',
  'values',
  'forEach',
  'getSetCookie',
  Symbol.iterator,
]);

// Native objects' methods check their receiver, so they are called on the object itself, not the proxy.
function boundToTarget(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
}

/** What a route's loader gets to guard its request with (`context.pageCache`). */
interface GuardingContext {
  pageCache: {guardInputs(request: Request): Request};
}

/**
 * The app's build with every loader reading its request through `context.pageCache.guardInputs`, which
 * guards it when the page being rendered may be shared (pageCache.server).
 */
export function withGuardedLoaders(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const loader = route.module.loader;
      if (!loader) return [id, route];
      const guarded: typeof loader = (args) =>
        loader({
          ...args,
          request: (args.context as unknown as GuardingContext).pageCache.guardInputs(args.request),
        });
      return [id, {...route, module: {...route.module, loader: guarded}}];
    }),
  );
  return {...build, routes};
}

/** Locally, a page that read an unlisted header says which (server.ts): developers and the specs read it. */
export const UNLISTED_INPUTS_HEADER = 'X-Page-Unlisted-Inputs';

// The request context, built once per request: every server dependency (storefront, cart, session,
// Supabase, the page cache's controls) in one place. It composes the features, so it sits beside root.tsx.
import {createStorefrontClient, cartGetIdDefault, cartSetIdDefault} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import {createAppCartHandler} from '~/features/cart/index.server';
import type {CopyOverrideCache} from '~/features/product/index.server';
import {AppSession} from '~/server/session.server';
import {accountUrl, parseEnv, storeOrigin, type AppConfig} from '~/server/env.server';
import {
  MemoryStore,
  pageCacheControl,
  PageSharing,
  withKeyLimit,
  withMemory,
  WORKER_CACHE_NAME,
} from '~/sharing/index.server';
import {RequestDeadline} from '~/server/providerDeadline.server';
import {
  createPublicDatabaseClient,
  createSupabaseServerClient,
  endSession,
  PendingResponseHeaders,
  type AppSupabaseClient,
  type PublicDatabase,
} from '~/server/supabase.server';

const I18N = {language: 'EN', country: 'US'} as const;
/** Sub-request cache keys this worker keeps on the local stack, and the ones it has put (localCache.server). */
const LOCAL_HYDROGEN_CACHE_KEYS = 1000;
const hydrogenCacheKeys = new Set<string>();
/** The same bound for the products' kept live copy (copyOverrides.server), whose keys come from URLs too. */
const LOCAL_COPY_CACHE_KEYS = 500;
const copyCacheKeys = new Set<string>();
/**
 * Hydrogen's entries this isolate put, kept in its memory as long as the Cache API keeps them
 * (memoryCache.server): at most 200, 8 MB (a listing of 100 products is about 150 kB).
 */
const hydrogenMemory = new MemoryStore(200, 8 * 1024 * 1024);
/** The parsed environment per `env` object: the runtime hands every request of an isolate the same one. */
const configs = new WeakMap<Env, AppConfig>();

function configOf(env: Env): AppConfig {
  let config = configs.get(env);
  if (!config) {
    config = parseEnv(env as unknown as Record<string, unknown>);
    configs.set(env, config);
  }
  return config;
}

/**
 * Builds every server dependency once per request. Everything a loader or action needs arrives
 * through this object; `AppLoadContext` is typed from its return value in env.d.ts.
 */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  pageSharing: PageSharing = new PageSharing(),
) {
  const config = configOf(env);
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const isProduction = config.SITE_ENV === 'production';

  const [hydrogenCache, session] = await Promise.all([
    caches.open(WORKER_CACHE_NAME),
    AppSession.init(request, [config.SESSION_SECRET], isProduction),
  ]);
  // mini-oxygen's Cache API never evicts; Oxygen's does (localCache.server).
  const cache = withMemory(
    config.SITE_ENV === 'local'
      ? withKeyLimit(hydrogenCache, LOCAL_HYDROGEN_CACHE_KEYS, hydrogenCacheKeys)
      : hydrogenCache,
    hydrogenMemory,
  );

  // Every provider call of this request shares one budget (providerDeadline.server).
  const deadline = new RequestDeadline();
  const {storefront: unbounded} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: I18N,
    publicStorefrontToken: config.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: config.PRIVATE_STOREFRONT_API_TOKEN,
    storeDomain: config.PUBLIC_STORE_DOMAIN,
    storefrontId: config.PUBLIC_STOREFRONT_ID,
    storefrontApiVersion: config.PUBLIC_STOREFRONT_API_VERSION,
    storefrontHeaders: getStorefrontHeaders(request),
  });
  const storefront = deadline.boundStorefront(unbounded, config.STOREFRONT_TIMEOUT_MS);

  const cartCookie = {httponly: true, samesite: 'Lax', secure: isProduction, path: '/'} as const;
  const cart = createAppCartHandler({
    storefront,
    getCartId: cartGetIdDefault(request.headers),
    setCartId: cartSetIdDefault(cartCookie),
  });

  // Headers every response of this request must carry (Supabase's refreshed auth cookies).
  const responseHeaders = new PendingResponseHeaders();
  const expiredCartCookie = cartSetIdDefault({...cartCookie, maxage: 0})('').get('Set-Cookie');
  // Made when a loader or action first uses it: most pages for a shopper who is not signed in never do.
  let supabase: AppSupabaseClient | undefined;
  const supabaseClient = () =>
    (supabase ??= createSupabaseServerClient({
      request,
      url: config.SUPABASE_URL,
      anonKey: config.SUPABASE_ANON_KEY,
      secure: isProduction,
      pending: responseHeaders,
      deadline,
    }));

  let publicDatabase: PublicDatabase | undefined;
  let copyOverrideCache: Promise<CopyOverrideCache> | undefined;

  return {
    env,
    config,
    session,
    storefront,
    cart,
    /**
     * Drops the cart cookie once Shopify says its cart is gone (checked out, or expired), so the shopper
     * starts afresh. Not for a response that also sets a new cart id: this cookie is appended last.
     */
    forgetCart: () => {
      if (expiredCartCookie) responseHeaders.cookies.push(expiredCartCookie);
    },
    get supabase() {
      return supabaseClient();
    },
    /** Reads the same for every shopper (a product's live copy): PostgREST with the public key, made on first use. */
    get publicDatabase() {
      return (publicDatabase ??= createPublicDatabaseClient({
        url: config.SUPABASE_URL,
        anonKey: config.SUPABASE_ANON_KEY,
        deadline,
      }));
    },
    /** Signs the shopper out: cookies cleared in this response, the session revoked at Auth if it answers. */
    endSession: () =>
      endSession({
        request,
        secure: isProduction,
        pending: responseHeaders,
        supabase: supabaseClient,
        deadline,
      }),
    /** What this request has left to wait on providers; calls above are already bound by it. */
    deadline,
    responseHeaders,
    waitUntil,
    /**
     * The page cache, as loaders and actions may use it: `refuse()` when optional data failed, so the
     * degraded page is not shared; `forget(url)` when a page's content changed (pageCache.server).
     */
    pageCache: pageCacheControl(pageSharing),
    /** Where products' live copy is kept between renders (copyOverrides.server), opened on first use. */
    copyOverrideCache: (): Promise<CopyOverrideCache> =>
      (copyOverrideCache ??= caches
        .open(WORKER_CACHE_NAME)
        .then((opened) =>
          config.SITE_ENV === 'local'
            ? withKeyLimit(opened, LOCAL_COPY_CACHE_KEYS, copyCacheKeys)
            : opened,
        )),
    /** Public values the browser may see; never the whole env. */
    publicConfig: {
      accountUrl: accountUrl(config),
      storeOrigin: storeOrigin(config),
      imageOrigin: config.PUBLIC_IMAGE_ORIGIN ? new URL(config.PUBLIC_IMAGE_ORIGIN).origin : null,
    },
  };
}

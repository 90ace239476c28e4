// Load: autocannon against each route at each concurrency, after a warm-up at the same concurrency
// (it fills Hydrogen's sub-request cache and opens the worker's connections to the local stack).
import autocannon from 'autocannon';

const SETTLED_PROBE_MS = 1000;

/**
 * @typedef {{name: string, path: string, method?: 'GET' | 'POST', headers?: Record<string, string>, body?: string}} Route
 * @typedef {{total: number, socket: number, timeouts: number, status: number}} ErrorCounts
 */

/**
 * The first variant of a product that can be bought, asked of the Storefront API the app uses.
 * @param {{storeDomain: string, token: string, apiVersion: string, handle: string}} store
 */
export async function findVariantId({storeDomain, token, apiVersion, handle}) {
  const response = await fetch(`${storeDomain}/api/${apiVersion}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
    body: JSON.stringify({
      query: `query BenchVariant($handle: String!) {
        product(handle: $handle) { variants(first: 10) { nodes { id availableForSale } } }
      }`,
      variables: {handle},
    }),
  });
  const {data, errors} = await response.json();
  if (errors?.length) throw new Error(`Storefront API: ${errors[0].message}`);
  const variant = data?.product?.variants.nodes.find((node) => node.availableForSale);
  if (!variant) throw new Error(`No variant of ${handle} is for sale`);
  return variant.id;
}

/**
 * The cart add a shopper without JavaScript sends: a form POST from the shop's own origin, answered
 * with 303. Without a cart cookie every request creates a new cart, which is the first add's path.
 * @returns {Route}
 */
export function cartAddRoute(origin, variantId) {
  const body = new URLSearchParams({intent: 'add', merchandiseId: variantId, quantity: '1'});
  return {
    name: 'cart add',
    path: '/cart',
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
    body: body.toString(),
  };
}

/** One request ahead of the load, so a wrong route or form fails with its status, not as 5 s of errors. */
export async function checkRoute(origin, route) {
  const response = await fetch(`${origin}${route.path}`, {
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  if (response.status >= 400) {
    throw new Error(`${route.method ?? 'GET'} ${route.path} answered ${response.status}`);
  }
  return response.status;
}

/** @param {Route} route */
function cannon(origin, route, connections, seconds, timeoutSeconds = 10) {
  return autocannon({
    url: `${origin}${route.path}`,
    method: route.method ?? 'GET',
    headers: {Accept: 'text/html', ...route.headers},
    body: route.body,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
  });
}

/**
 * Errors as the report counts them: socket errors (timeouts included) plus answers outside 2xx/3xx.
 * @returns {ErrorCounts}
 */
function countErrors(result) {
  let status = 0;
  for (const [code, {count}] of Object.entries(result.statusCodeStats ?? {})) {
    const value = Number(code);
    if (value < 200 || value >= 400) status += Number(count);
  }
  return {total: result.errors + status, socket: result.errors, timeouts: result.timeouts, status};
}

function statusCounts(result) {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, {count}]) => [code, Number(count)]),
  );
}

/**
 * Waits until the app answers `/` within a second again. autocannon drops the requests still open
 * when its time is up, but the worker finishes rendering them, so without this pause one run's
 * leftovers would slow the next.
 * @returns {Promise<number>} milliseconds waited
 */
export async function waitUntilSettled(origin, {limitMs = 60_000} = {}) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const probeStart = Date.now();
    const response = await fetch(`${origin}/`, {signal: AbortSignal.timeout(limitMs)}).catch(
      () => null,
    );
    await response?.arrayBuffer();
    if (response?.ok && Date.now() - probeStart < SETTLED_PROBE_MS) break;
  }
  return Date.now() - started;
}

/**
 * Warm-up then measurement for one route at one concurrency, each followed by a settling pause. No
 * warm-up with `warmupSeconds: 0`; `timeoutSeconds` (10) is when autocannon gives up on a request;
 * `settle` replaces the wait until `/` answers quickly again (which never comes while a provider is slow).
 * @param {Route} route
 * @param {{seconds: number, warmupSeconds: number, timeoutSeconds?: number, settle?: () => Promise<number>}} timing
 */
export async function measureRoute(
  origin,
  route,
  connections,
  {seconds, warmupSeconds, timeoutSeconds = 10, settle = () => waitUntilSettled(origin)},
) {
  const noWarmup = {requests: {total: 0, sent: 0}, errors: 0, timeouts: 0, statusCodeStats: {}};
  const warmup =
    warmupSeconds > 0 ? await cannon(origin, route, connections, warmupSeconds) : noWarmup;
  const warmupSettleMs = warmupSeconds > 0 ? await settle() : 0;
  const pageCache = await pageCacheState(origin, route);
  const result = await cannon(origin, route, connections, seconds, timeoutSeconds);
  const settleMs = await settle();
  return {
    route: route.name,
    method: route.method ?? 'GET',
    path: route.path,
    connections,
    pageCache,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: round(result.latency.average, 1),
      max: result.latency.max,
    },
    // Sent but not answered when the time was up: neither an error nor in the latency figures.
    unanswered: result.requests.sent - result.requests.total,
    errors: countErrors(result),
    statusCodes: statusCounts(result),
    warmup: {requests: warmup.requests.total, errors: countErrors(warmup)},
    settleMs: {afterWarmup: warmupSettleMs, afterRun: settleMs},
  };
}

/** How the app answers this route just before the run: `hit`, `stale`, `miss`, or null (not cached). */
async function pageCacheState(origin, route) {
  // A request with a cookie is never answered from the page cache (and may wait on a slow provider).
  if ((route.method ?? 'GET') !== 'GET' || route.headers?.Cookie) return null;
  const response = await fetch(`${origin}${route.path}`, {headers: {Accept: 'text/html', ...route.headers}});
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

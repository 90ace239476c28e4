// The bench's second part: the same shop while the Storefront API stand-in answers 10 s late
// (its `PUT /__faults {"latencyMs": 10000}`, loopback only). Shoppers with a cart and a no-JS cart add are
// timed first with the provider as it is, then with the fault, at one concurrency; workerd's memory is
// sampled all along. The app is meant to answer within 3 s whatever the provider does, so a slow
// Shopify degrades a page instead of hanging it.
import {createCartCookie, readProcessMemory} from './memory.mjs';
import {cartAddRoute, measureRoute, waitUntilSettled} from './load.mjs';

export const SLOW_LATENCY_MS = 10_000;
export const SLOW_CONNECTIONS = 10;
/** What a shopper may wait whatever the provider does: 3 s end to end. */
export const SLOW_ANSWER_LIMIT_MS = 3_000;
const MEMORY_SAMPLE_MS = 2_000;

/** @param {string} storefrontOrigin @param {{latencyMs: number} | null} faults null clears them */
export async function setStorefrontFaults(storefrontOrigin, faults) {
  const response = await fetch(`${storefrontOrigin}/__faults`, {
    method: faults ? 'PUT' : 'DELETE',
    headers: {'Content-Type': 'application/json'},
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!response.ok) throw new Error(`The Storefront stand-in refused its faults: ${response.status}`);
  return response.json();
}

/**
 * Samples workerd's resident memory every 2 s while `work` runs.
 * @template T
 * @param {number} pid
 * @param {() => Promise<T>} work
 * @returns {Promise<{result: T, memory: {startMb: number, peakMb: number, endMb: number}}>}
 */
export async function withMemorySamples(pid, work) {
  const startMb = readProcessMemory(pid).rssMb;
  let peakMb = startMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, readProcessMemory(pid).rssMb)), MEMORY_SAMPLE_MS);
  try {
    const result = await work();
    const endMb = readProcessMemory(pid).rssMb;
    return {result, memory: {startMb, peakMb: Math.max(peakMb, endMb), endMb}};
  } finally {
    clearInterval(timer);
  }
}

/**
 * The routes of this part: the home and product pages for a shopper with a cart (the cart is read from
 * the Storefront API for every page, never cached) and the no-JS cart add.
 * @returns {import('./load.mjs').Route[]}
 */
export function slowProviderRoutes({cartCookie, variantId, origin, productPath}) {
  return [
    {name: 'home, with a cart', path: '/', headers: {Cookie: cartCookie}},
    {name: 'product, with a cart', path: productPath, headers: {Cookie: cartCookie}},
    cartAddRoute(origin, variantId),
  ];
}

/**
 * Each route at SLOW_CONNECTIONS, first as the provider is (`seconds`), then with the fault for
 * `slowSeconds` (long enough for answers that wait the whole 10 s to be counted; autocannon gives up on
 * a request after 30 s).
 * @param {{origin: string, storefrontOrigin: string, workerdPid: number, variantId: string, productPath: string, seconds: number, slowSeconds: number, log: (line: string) => void}} options
 */
export async function measureSlowProvider({
  origin,
  storefrontOrigin,
  workerdPid,
  variantId,
  productPath,
  seconds,
  slowSeconds,
  log,
}) {
  const cartCookie = await createCartCookie(origin, variantId);
  const routes = slowProviderRoutes({cartCookie, variantId, origin, productPath});
  const timing = {seconds, warmupSeconds: 2};

  const normal = await withMemorySamples(workerdPid, async () => {
    const runs = [];
    for (const route of routes) runs.push(await measureRoute(origin, route, SLOW_CONNECTIONS, timing));
    return runs;
  });
  for (const run of normal.result) log(describeRun('provider as it is', run));

  await setStorefrontFaults(storefrontOrigin, {latencyMs: SLOW_LATENCY_MS});
  let slow;
  try {
    slow = await withMemorySamples(workerdPid, async () => {
      const runs = [];
      for (const route of routes) {
        runs.push(
          await measureRoute(origin, route, SLOW_CONNECTIONS, {
            seconds: slowSeconds,
            warmupSeconds: 0,
            timeoutSeconds: 30,
            // Requests autocannon left open finish at the latest when the provider answers.
            settle: () => pause(SLOW_LATENCY_MS + 2_000),
          }),
        );
      }
      return runs;
    });
  } finally {
    await setStorefrontFaults(storefrontOrigin, null);
  }
  for (const run of slow.result) log(describeRun(`Storefront ${SLOW_LATENCY_MS / 1000} s slower`, run));
  await waitUntilSettled(origin);

  return {
    faults: {latencyMs: SLOW_LATENCY_MS},
    connections: SLOW_CONNECTIONS,
    durationSeconds: {normal: seconds, slow: slowSeconds},
    normal: {runs: normal.result, workerdMemoryMb: normal.memory},
    slow: {runs: slow.result, workerdMemoryMb: slow.memory},
  };
}

async function pause(ms) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}

function describeRun(condition, run) {
  const statuses = Object.entries(run.statusCodes)
    .map(([code, count]) => `${count}×${code}`)
    .join(' ');
  const latency = run.requests > 0 ? `p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms` : 'nothing answered';
  return `  ${condition}: ${run.route} ×${run.connections}: ${latency}, ${statuses || 'no answers'}, ${run.errors.timeouts} timeouts`;
}

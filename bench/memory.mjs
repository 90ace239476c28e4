// workerd's memory under a mixed load (does it level off, or grow until the host kills it?): first visitors
// asking for ever new URLs, shoppers with a cart cookie (rendered for every request) and no-JS cart adds, all
// at once for N minutes, with workerd's resident memory sampled every few seconds.
//   npm run bench:memory -- [--minutes=10] [--interval=5] [--no-build]   (ports: BENCH_PORT, as the bench)
//   node bench/memory.mjs --origin=http://127.0.0.1:3000   a shop already running (its workerd is found
//                     by its port; STOREFRONT_API_PORT names its Storefront stand-in if not the default)
// Writes bench/memory-results.json. `npm run bench` samples workerd's memory during its own load too.
import {execFileSync, spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, readlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';

const MB = 2 ** 20;
const PRODUCT_PATH = '/product/lavender-oat-soap';

/**
 * Paths a first visitor may ask for that are each new to the page cache: half with a parameter no page
 * reads (rendered for the visitor and not kept), half with one a page reads (`collection` on `/`, `image`
 * on a product: each a page of its own in the cache). Tracking parameters would not do: they are dropped
 * from the key.
 */
export const DISTINCT_PAGE_TEMPLATES = [
  (n) => `/shop?x=${n}`,
  (n) => `/body-care?page=${n}`,
  (n) => `/?collection=${n}`,
  (n) => `${PRODUCT_PATH}?image=${n}`,
];
/** What a shopper with a cart looks at: rendered for every request, never from the page cache. */
const CART_SHOPPER_PATHS = ['/', PRODUCT_PATH, '/cart', '/shop'];

/**
 * workerd's memory as the kernel counts it (/proc/<pid>/status): resident in all, then split into
 * anonymous memory (the heaps), file pages (the binary, mapped files) and shared memory.
 * @returns {{rssMb: number, anonMb: number, fileMb: number, shmemMb: number}}
 */
export function readProcessMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const mb = (value) => Math.round((value * 1024 * 10) / MB) / 10;
  return {
    rssMb: mb(kb('VmRSS')),
    anonMb: mb(kb('RssAnon')),
    fileMb: mb(kb('RssFile')),
    shmemMb: mb(kb('RssShmem')),
  };
}

/**
 * The largest anonymous mapping's resident size: in workerd that is the V8 sandbox, where every ArrayBuffer
 * (request and response bodies, encoded text) lives, apart from the JavaScript heaps.
 */
export function largestAnonymousMappingMb(pid) {
  let largest = 0;
  let anonymous = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+(?:\s+(.*))?$/.exec(line);
    if (mapping) {
      anonymous = !mapping[1];
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && anonymous) largest = Math.max(largest, Number(rss[1]));
  }
  return Math.round((largest * 1024 * 10) / MB) / 10;
}

/** The workerd listening on 127.0.0.1:`port` (the shop's port is one of its sockets), found through /proc. */
export function findWorkerd(port) {
  const wanted = `0100007F:${Number(port).toString(16).toUpperCase().padStart(4, '0')}`;
  const listening = new Set();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local address, state 0A (LISTEN), inode
    if (fields[1] === wanted && fields[3] === '0A') listening.add(`socket:[${fields[9]}]`);
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'workerd') continue;
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        if (listening.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      }
    } catch {
      // It exited while we looked.
    }
  }
  throw new Error(`No workerd listens on 127.0.0.1:${port}`);
}

/** Bytes miniflare's Cache API keeps on disk for this workerd (its SQLite databases and blobs). */
export function cacheStorageBytes(pid) {
  let directory = null;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue;
    }
    const match = /^(.*\/miniflare-[0-9a-f]+\/cache)(\/|$)/.exec(target);
    if (match) {
      directory = match[1];
      break;
    }
  }
  if (!directory) return null;
  // du complains (and exits 1) when a blob being written vanishes under it; its total still stands.
  const {stdout} = spawnSync('du', ['-sb', directory], {encoding: 'utf8'});
  const bytes = Number(stdout.split('\t')[0]);
  return Number.isFinite(bytes) && stdout !== '' ? bytes : null;
}

/** A cart cookie for the shoppers of the load: one no-JS add, answered 303 with `Set-Cookie: cart=…`. */
export async function createCartCookie(origin, variantId) {
  const response = await fetch(`${origin}/cart`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
    body: new URLSearchParams({intent: 'add', merchandiseId: variantId, quantity: '1'}).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('cart='));
  if (!cookie) throw new Error(`A cart add answered ${response.status} without a cart cookie`);
  return cookie;
}

/** Round-robin over `paths(n)` with a counter shared by every connection of one autocannon run. */
function rotatingRequest(nextPath) {
  return {
    method: 'GET',
    setupRequest: (request) => ({...request, path: nextPath()}),
  };
}

/**
 * The mixed load, for `seconds`: three autocannon runs side by side.
 *   new pages     4 connections, first visitors, every request a page-cache key never asked before
 *   cart shoppers 2 connections, a cart cookie, pages rendered for every request
 *   cart adds     1 connection, no-JS adds, each creating a cart
 * `streams` picks some of them (to tell which one costs memory).
 * @param {{seconds: number, variantId: string, cartCookie: string, timeoutSeconds?: number, streams?: string[]}} options
 */
export async function runMixedLoad(
  origin,
  {seconds, variantId, cartCookie, timeoutSeconds = 15, streams = ['newPages', 'cartShoppers', 'cartAdds']},
) {
  let pageNumber = 0;
  const nextDistinctPage = () => {
    const template = DISTINCT_PAGE_TEMPLATES[pageNumber % DISTINCT_PAGE_TEMPLATES.length];
    const page = template(Math.floor(pageNumber / DISTINCT_PAGE_TEMPLATES.length));
    pageNumber += 1;
    return page;
  };
  let shopperRequest = 0;
  const nextShopperPage = () => CART_SHOPPER_PATHS[shopperRequest++ % CART_SHOPPER_PATHS.length];

  const common = {url: origin, duration: seconds, timeout: timeoutSeconds};
  const loads = {
    newPages: () =>
      autocannon({
        ...common,
        connections: 4,
        headers: {Accept: 'text/html'},
        requests: [rotatingRequest(nextDistinctPage)],
      }),
    cartShoppers: () =>
      autocannon({
        ...common,
        connections: 2,
        headers: {Accept: 'text/html', Cookie: cartCookie},
        requests: [rotatingRequest(nextShopperPage)],
      }),
    cartAdds: () =>
      autocannon({
        ...common,
        url: `${origin}/cart`,
        connections: 1,
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
        body: new URLSearchParams({intent: 'add', merchandiseId: variantId, quantity: '1'}).toString(),
      }),
  };
  const names = Object.keys(loads).filter((name) => streams.includes(name));
  const results = await Promise.all(names.map((name) => loads[name]()));
  return {
    distinctPagesAsked: pageNumber,
    ...Object.fromEntries(names.map((name, index) => [name, summarise(results[index])])),
  };
}

function summarise(result) {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, {count}]) => [code, Number(count)]),
  );
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    latencyMs: {p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max},
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * Samples workerd's memory every `intervalSeconds` until `work` settles, then for `afterSeconds` more
 * (does memory come back once the load stops?).
 * @template T
 * @param {number} pid
 * @param {Promise<T>} work
 * @returns {Promise<{result: T, samples: {seconds: number, rssMb: number, anonMb: number, fileMb: number, shmemMb: number, cacheStorageMb: number | null}[]}>}
 */
export async function sampleMemoryDuring(pid, work, {intervalSeconds = 5, afterSeconds = 0, log} = {}) {
  const started = Date.now();
  const samples = [];
  const sample = () => {
    const bytes = cacheStorageBytes(pid);
    const entry = {
      seconds: Math.round((Date.now() - started) / 1000),
      ...readProcessMemory(pid),
      largestAnonMb: largestAnonymousMappingMb(pid),
      cacheStorageMb: bytes === null ? null : Math.round((bytes * 10) / MB) / 10,
    };
    samples.push(entry);
    log?.(entry);
  };
  sample();
  const timer = setInterval(sample, intervalSeconds * 1000);
  try {
    const result = await work;
    if (afterSeconds > 0) await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1000));
    sample();
    return {result, samples};
  } finally {
    clearInterval(timer);
  }
}

/** Start, peak and end of the samples, and the growth over the last half (is it still climbing?). */
export function summariseMemory(samples, loadSeconds) {
  const underLoad = samples.filter((sample) => sample.seconds <= loadSeconds + 1);
  const first = underLoad[0];
  const last = underLoad.at(-1);
  if (!first || !last) throw new Error('No memory samples');
  const half = underLoad.find((sample) => sample.seconds >= loadSeconds / 2) ?? first;
  const minutes = (last.seconds - half.seconds) / 60;
  const peak = underLoad.reduce((top, sample) => (sample.rssMb > top.rssMb ? sample : top), first);
  return {
    startMb: first.rssMb,
    peakMb: peak.rssMb,
    peakAtSeconds: peak.seconds,
    endMb: last.rssMb,
    afterLoadMb: samples.at(-1)?.rssMb ?? last.rssMb,
    secondHalfGrowthMbPerMinute:
      minutes > 0 ? Math.round(((last.rssMb - half.rssMb) / minutes) * 10) / 10 : null,
    cacheStorageMb: {start: first.cacheStorageMb, end: last.cacheStorageMb},
  };
}

export function describeSample(sample) {
  const storage = sample.cacheStorageMb === null ? '' : `, Cache API on disk ${sample.cacheStorageMb} MB`;
  return `${String(sample.seconds).padStart(4)} s: workerd ${sample.rssMb} MB (anon ${sample.anonMb}, of it in one mapping ${sample.largestAnonMb}; file ${sample.fileMb})${storage}`;
}

async function main() {
  const {localEnvironment} = await import('../scripts/env.mjs');
  const {findVariantId} = await import('./load.mjs');
  const {buildApp, startApp} = await import('./server.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const minutes = Number(option('minutes') ?? 10);
  const intervalSeconds = Number(option('interval') ?? 5);
  if (!(minutes > 0) || !(intervalSeconds > 0)) throw new Error('--minutes and --interval want numbers');

  let origin = option('origin');
  let app = null;
  const port = Number(process.env.BENCH_PORT ?? 3510);
  const ports = {app: port, storefront: port + 1000, supabase: 54621 + (port - 3510)};
  const env = localEnvironment({
    envFile: path.join(root, '.env'),
    overrides: {
      ...process.env,
      ...(origin
        ? {}
        : {STOREFRONT_API_PORT: String(ports.storefront), SUPABASE_API_PORT: String(ports.supabase)}),
    },
  });
  if (!origin) {
    if (!args.includes('--no-build')) buildApp(root);
    app = await startApp({root, ports, dataDir: '.local/bench-memory'});
    origin = app.origin;
  }
  const stop = () => void app?.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const pid = findWorkerd(new URL(origin).port);
    const variantId = await findVariantId({
      storeDomain: env.PUBLIC_STORE_DOMAIN,
      token: env.PUBLIC_STOREFRONT_API_TOKEN,
      apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
      handle: 'lavender-oat-soap',
    });
    const cartCookie = await createCartCookie(origin, variantId);
    const seconds = Math.round(minutes * 60);
    console.log(`▶ mixed load for ${minutes} min on ${origin}, workerd ${pid} sampled every ${intervalSeconds} s`);
    const {result, samples} = await sampleMemoryDuring(
      pid,
      runMixedLoad(origin, {seconds, variantId, cartCookie}),
      {intervalSeconds, afterSeconds: 30, log: (sample) => console.log(describeSample(sample))},
    );
    const memory = summariseMemory(samples, seconds);
    const results = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim(),
      origin,
      minutes,
      intervalSeconds,
      memory,
      load: result,
      samples,
    };
    writeFileSync(path.join(root, 'bench', 'memory-results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `workerd RSS: start ${memory.startMb} MB, peak ${memory.peakMb} MB, end ${memory.endMb} MB, ` +
        `30 s after the load ${memory.afterLoadMb} MB; second half ${memory.secondHalfGrowthMbPerMinute} MB/min`,
    );
    console.log(
      `${result.distinctPagesAsked} distinct pages asked; ` +
        `new pages ${result.newPages.requestsPerSecond} req/s, cart shoppers ${result.cartShoppers.requestsPerSecond} req/s, ` +
        `cart adds ${result.cartAdds.requestsPerSecond} req/s`,
    );
  } finally {
    await app?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

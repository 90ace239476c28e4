// What one document costs: pages asked for one after another, as a shopper with a real cart
// cookie (the page's cart template with their cart, read from Shopify every time, filled in), as the same
// shopper with one more cookie (which makes the page theirs alone: rendered), and as a signed-out visitor
// the page cache does not answer (a cookie of no meaning, rendered), measuring for each page
// - time to first byte and to the last byte, median over the requests;
// - workerd's CPU time per request (user + system from /proc/<pid>/stat, over all the requests, so the
//   clock's 10 ms ticks average out; includes mini-oxygen's router and our front worker);
// - the provider calls per request, as the local Storefront and Supabase APIs counted them (GET /__stats),
//   by operation.
// Used by `npm run bench`; alone: `node bench/renderCost.mjs --origin=http://127.0.0.1:3000
// --storefront=http://127.0.0.1:4100 --supabase=http://127.0.0.1:54321 --variant=<gid>`.
import {readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {createCartCookie, findWorkerd} from './memory.mjs';

const CLOCK_TICKS_PER_SECOND = 100;

/** workerd's CPU time so far (user + system), in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

async function resetCounts(stats) {
  await Promise.all(
    Object.values(stats).map((url) => fetch(url, {method: 'DELETE'}).then((r) => r.text())),
  );
}

async function readCounts(stats) {
  const entries = await Promise.all(
    Object.entries(stats).map(async ([name, url]) => [name, await (await fetch(url)).json()]),
  );
  return Object.fromEntries(entries);
}

/**
 * One page asked for `requests` times in a row after `warmup` asks; every answer must be a 200. `answer`:
 * `rendered`, every answer must be a render; `cart`, a page the page cache shares must come from its cart
 * template (X-Page-Cache: cart-…), and one it does not (search, a filtered listing) is rendered.
 */
async function measurePage({origin, path, headers, answer, requests, warmup, pid, stats}) {
  for (let i = 0; i < warmup; i += 1)
    await (await fetch(`${origin}${path}`, {headers})).arrayBuffer();
  await resetCounts(stats);
  const firstByte = [];
  const total = [];
  let bytes = 0;
  const answeredBy = {};
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < requests; i += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}${path}`, {headers});
    firstByte.push(performance.now() - start);
    const body = await response.arrayBuffer();
    total.push(performance.now() - start);
    bytes = body.byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const state = response.headers.get('X-Page-Cache') ?? 'rendered';
    if (
      answer === 'rendered'
        ? state !== 'rendered'
        : !(state === 'rendered' || state.startsWith('cart-'))
    ) {
      throw new Error(`${path} was answered ${state}`);
    }
    answeredBy[state] = (answeredBy[state] ?? 0) + 1;
  }
  const cpuAfter = cpuMs(pid);
  const counts = await readCounts(stats);
  const perRequest = (count) => round(count / requests, 2);
  return {
    path,
    requests,
    answeredBy,
    htmlKb: round(bytes / 1000),
    firstByteMs: {median: round(median(firstByte))},
    totalMs: {median: round(median(total))},
    workerdCpuMsPerRequest: round((cpuAfter - cpuBefore) / requests, 2),
    providerCallsPerRequest: {
      storefront: perRequest(counts.storefront.total),
      supabase: perRequest(counts.supabase.total),
      byOperation: Object.fromEntries(
        [
          ...Object.entries(counts.storefront.byOperation),
          ...Object.entries(counts.supabase.byPath),
        ].map(([name, count]) => [name, perRequest(count)]),
      ),
    },
  };
}

/**
 * The pages' cost for both visitors. `pages`: [{name, path}]; `services`: the local Storefront and
 * Supabase APIs' origins.
 */
export async function measureRenderCost({
  origin,
  services,
  variantId,
  pages,
  requests = 100,
  warmup = 10,
}) {
  const pid = findWorkerd(new URL(origin).port);
  const stats = {
    storefront: `${services.storefront}/__stats`,
    supabase: `${services.supabase}/__stats`,
  };
  const cartCookie = await createCartCookie(origin, variantId);
  const visitors = [
    {visitor: 'with a cart', answer: 'cart', headers: {Cookie: cartCookie}},
    {
      visitor: 'with a cart, rendered',
      answer: 'rendered',
      headers: {Cookie: `${cartCookie}; bench=rendered`},
    },
    {visitor: 'signed out, rendered', answer: 'rendered', headers: {Cookie: 'bench=rendered'}},
  ];
  const rows = [];
  for (const {visitor, answer, headers} of visitors) {
    for (const page of pages) {
      const row = await measurePage({
        origin,
        path: page.path,
        headers,
        answer,
        requests,
        warmup,
        pid,
        stats,
      });
      rows.push({name: page.name, visitor, ...row});
    }
  }
  return rows;
}

export function renderCostTable(rows) {
  const lines = [
    '| page | visitor | answered | HTML kB | TTFB median ms | total median ms | workerd CPU ms/req | Storefront calls/req | Supabase calls/req | by operation |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const operations = Object.entries(row.providerCallsPerRequest.byOperation)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    const answered = Object.entries(row.answeredBy ?? {})
      .map(([state, count]) => `${state} ${count}`)
      .join(', ');
    lines.push(
      `| ${row.name} | ${row.visitor} | ${answered} | ${row.htmlKb} | ${row.firstByteMs.median} | ${row.totalMs.median} | ` +
        `${row.workerdCpuMsPerRequest} | ${row.providerCallsPerRequest.storefront} | ` +
        `${row.providerCallsPerRequest.supabase} | ${operations || '-'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * How each page's cost grows with the catalogue: the large catalogue's figure over the normal one's, per page
 * and visitor (the app's cost per page must not grow with the catalogue beyond the spec's page limits).
 */
export function catalogueRatios(normal, large) {
  return large.map((row) => {
    const base = normal.find((other) => other.path === row.path && other.visitor === row.visitor);
    const ratio = (a, b) => (b > 0 ? round(a / b, 2) : null);
    return {
      name: row.name,
      visitor: row.visitor,
      path: row.path,
      workerdCpu: ratio(row.workerdCpuMsPerRequest, base?.workerdCpuMsPerRequest ?? 0),
      firstByte: ratio(row.firstByteMs.median, base?.firstByteMs.median ?? 0),
      htmlKb: ratio(row.htmlKb, base?.htmlKb ?? 0),
    };
  });
}

export function catalogueRatioTable(ratios) {
  const lines = ['| page | visitor | workerd CPU | TTFB median | HTML |', '|---|---|---|---|---|'];
  for (const row of ratios) {
    lines.push(
      `| ${row.name} | ${row.visitor} | ${row.workerdCpu}× | ${row.firstByte}× | ${row.htmlKb}× |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const origin = option('origin') ?? 'http://127.0.0.1:3000';
  const rows = await measureRenderCost({
    origin,
    services: {
      storefront: option('storefront') ?? 'http://127.0.0.1:4100',
      supabase: option('supabase') ?? 'http://127.0.0.1:54321',
    },
    variantId: option('variant') ?? 'gid://shopify/ProductVariant/100101',
    pages: [
      {name: 'home', path: '/'},
      {name: 'shop', path: '/shop'},
      {name: 'product', path: '/product/lavender-oat-soap'},
    ],
    requests: Number(option('requests') ?? 100),
  });
  console.log(renderCostTable(rows));
}

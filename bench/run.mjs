// `npm run bench`: the performance report. Builds the production app, starts it with a
// fresh local stack on ports of its own, loads eight routes with autocannon at 1, 10 and 50
// connections, then times shoppers with a cart and the cart add again while the Storefront API answers
// 10 s late, sampling workerd's memory throughout, measures what one rendered page costs
// (CPU, time to first byte, provider calls), runs Lighthouse (mobile) on four pages,
// prints the figures and the targets, and writes everything to bench/results.json. Exits non-zero only
// when a request errored under the normal load.
//   --no-build            reuse dist/ as it is
//   --no-lighthouse       only the load tests
//   --no-slow             without the slow-provider part
//   --no-large            without the large-catalogue part (a second app with 5,000 generated products)
//   --duration=<s>        seconds per route and concurrency (default 5; warm-up is 2)
//   --slow-duration=<s>   seconds per route with the slow provider (default 20)
//   --no-skeleton         without "Edge: against Hydrogen's skeleton" (bench/edge.mjs)
//   --only=edge           only that section (with --app-dir=<worktree>, --rounds=<n>, --no-build,
//                         --no-lighthouse as bench/edge.mjs takes them)
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {localEnvironment, usesLocalStorefront, usesLocalSupabase} from '../scripts/env.mjs';
import {committedResults, runEdge} from './edge.mjs';
import {auditPages} from './lighthouse.mjs';
import {cartAddRoute, checkRoute, findVariantId, measureRoute, waitUntilSettled} from './load.mjs';
import {describeStalls, probeCpuStalls} from './machine.mjs';
import {createCartCookie, findWorkerd} from './memory.mjs';
import {
  checkTargets,
  failingAuditLines,
  lighthouseTable,
  loadTable,
  slowProviderTable,
  targetTable,
} from './report.mjs';
import {
  catalogueRatios,
  catalogueRatioTable,
  measureRenderCost,
  renderCostTable,
} from './renderCost.mjs';
import {buildApp, startApp} from './server.mjs';
import {measureSlowProvider, withMemorySamples} from './slowProvider.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 5);
if (!(seconds > 0)) throw new Error('--duration wants a number of seconds');
const slowSeconds = Number(
  args.find((arg) => arg.startsWith('--slow-duration='))?.split('=')[1] ?? 20,
);
if (!(slowSeconds > 0)) throw new Error('--slow-duration wants a number of seconds');
const warmupSeconds = 2;
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const edgeRounds = Number(option('rounds') ?? 5);
// The figures a change must stay within 10 % of: the committed ones, read before this run rewrites the file.
const baseline = committedResults();

if (option('only') === 'edge') {
  try {
    await runEdge({
      appDir: option('app-dir') ?? root,
      build: !args.includes('--no-build'),
      rounds: edgeRounds,
      lighthouse: !args.includes('--no-lighthouse'),
      warm: args.includes('--warm'),
    });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  }
} else if (option('only')) {
  console.error('--only takes `edge`');
  process.exit(2);
}
const connectionLevels = [1, 10, 50];

// Ports apart from `npm start` (3000/4100/54321) and the browser tests (3210/4210/54421).
const port = Number(process.env.BENCH_PORT ?? 3510);
const ports = {app: port, storefront: port + 1000, supabase: 54621 + (port - 3510)};
// The large-catalogue app beside it: a page's cost must not grow with the catalogue.
const largePorts = {app: port + 50, storefront: port + 1050, supabase: ports.supabase + 50};
const LARGE_CATALOGUE_PRODUCTS = 5000;

const PRODUCT_HANDLE = 'lavender-oat-soap';
const pages = [
  {name: 'home', path: '/'},
  {name: 'shop', path: '/shop'},
  // Filtered and sorted: rendered for every request (the page cache keeps no filtered listing).
  {
    name: 'shop, filtered',
    path: '/shop?filter.v.availability=1&filter.p.product_type=Bar+Soap&sort_by=price-ascending',
  },
  {name: 'category', path: '/body-care'},
  {name: 'product', path: `/product/${PRODUCT_HANDLE}`},
  {name: 'search', path: '/search?q=soap'},
];
// The header's predictive search: JSON, asked for while a shopper types.
const predictiveRoute = {
  name: 'predictive',
  path: '/api/predictive-search?q=soap',
  headers: {Accept: 'application/json'},
};
const lighthousePages = pages.filter((page) => page.name !== 'category');
// The SSR latency target applies to these two routes, as a first-time visitor asks for them.
const ssrTargetRoutes = ['home', 'product'];
// The same two pages for a shopper with a cart: a real cart cookie, made by an add when the run
// starts, so every request renders and reads that cart from the Storefront API (never from a cache).
const renderedPages = (cartCookie) =>
  pages
    .filter((page) => ssrTargetRoutes.includes(page.name))
    .map((page) => ({...page, name: `${page.name}, with a cart`, headers: {Cookie: cartCookie}}));

// The figures are of this app on the local stack; a .env pointing at real services is not benchmarked.
const env = localEnvironment({
  envFile: path.join(root, '.env'),
  overrides: {
    ...process.env,
    STOREFRONT_API_PORT: String(ports.storefront),
    SUPABASE_API_PORT: String(ports.supabase),
  },
});
if (!usesLocalStorefront(env) || !usesLocalSupabase(env)) {
  console.error(
    'npm run bench measures the app on the local stack: remove the .env (or its service URLs) first.',
  );
  process.exit(1);
}

if (!args.includes('--no-build')) {
  console.log('▶ production build');
  buildApp(root);
}

console.log(
  `▶ starting the app on 127.0.0.1:${ports.app} (local stack on ${ports.storefront}, ${ports.supabase})`,
);
const loadAverageAtStart = loadAverage();
const cpuStallsAtStart = probeCpuStalls();
console.log(`  before: ${describeStalls(cpuStallsAtStart)}`);
const app = await startApp({root, ports, dataDir: '.local/bench'});
let exitCode = 1;
const stopOnSignal = () => void app.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

let results = null;
try {
  results = await measure(app.origin);
  exitCode = results.errorsUnderLoad > 0 ? 1 : 0;
  if (exitCode !== 0) {
    console.log('\nThe app’s last log lines:');
    console.log(app.recentLog().slice(-40).join('\n'));
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await app.stop();
}
// After the shop's own figures, with its app stopped: the edge section starts its apps and stand-ins itself.
if (results && !args.includes('--no-skeleton')) {
  try {
    await runEdge({
      build: false,
      rounds: edgeRounds,
      lighthouse: !args.includes('--no-lighthouse'),
      warmCurrent: {renderCost: results.renderCost, load: results.load},
      warmBaseline: baseline,
    });
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
}
process.exit(exitCode);

async function measure(origin) {
  const variantId = await findVariantId({
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    token: env.PUBLIC_STOREFRONT_API_TOKEN,
    apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
    handle: PRODUCT_HANDLE,
  });
  const cartCookie = await createCartCookie(origin, variantId);
  const routes = [
    ...pages,
    predictiveRoute,
    ...renderedPages(cartCookie),
    cartAddRoute(origin, variantId),
  ];
  for (const route of routes) await checkRoute(origin, route);
  const workerdPid = findWorkerd(new URL(origin).port);

  console.log(`▶ load: ${seconds}s per route and concurrency after a ${warmupSeconds}s warm-up`);
  const {result: load, memory: loadMemory} = await withMemorySamples(workerdPid, async () => {
    const runs = [];
    for (const route of routes) {
      for (const connections of connectionLevels) {
        const run = await measureRoute(origin, route, connections, {seconds, warmupSeconds});
        console.log(
          `  ${run.route}: ${run.method} ${run.path} ×${connections}: ${run.requestsPerSecond} req/s, ` +
            `p99 ${run.latencyMs.p99} ms, ${run.errors.total} errors`,
        );
        runs.push(run);
      }
    }
    return runs;
  });
  console.log(
    `  workerd: ${loadMemory.startMb} MB before, at most ${loadMemory.peakMb} MB, ${loadMemory.endMb} MB after`,
  );

  let slowProvider = null;
  if (!args.includes('--no-slow')) {
    console.log(
      `▶ slow provider: shoppers with a cart and the cart add, ${seconds}s as the Storefront API is, ` +
        `then ${slowSeconds}s while it answers 10 s late`,
    );
    slowProvider = await measureSlowProvider({
      origin,
      storefrontOrigin: `http://127.0.0.1:${ports.storefront}`,
      workerdPid,
      variantId,
      productPath: `/product/${PRODUCT_HANDLE}`,
      seconds,
      slowSeconds,
      log: (line) => console.log(line),
    });
  }

  console.log(
    '▶ render cost: / , /shop and a product page, 100 requests in a row each, with a cart and signed out',
  );
  const renderCost = await measureRenderCost({
    origin,
    services: {
      storefront: `http://127.0.0.1:${ports.storefront}`,
      supabase: `http://127.0.0.1:${ports.supabase}`,
    },
    variantId,
    pages: pages.filter((page) => page.name !== 'category'),
  });

  let largeCatalogue = null;
  if (!args.includes('--no-large')) {
    console.log(
      `▶ render cost with a catalogue of ${LARGE_CATALOGUE_PRODUCTS} products (a second app and stack on ports ` +
        `${largePorts.app}, ${largePorts.storefront}, ${largePorts.supabase})`,
    );
    const large = await startApp({
      root,
      ports: largePorts,
      dataDir: '.local/bench-large',
      env: {LOCAL_CATALOGUE_PRODUCTS: String(LARGE_CATALOGUE_PRODUCTS)},
    });
    try {
      const rows = await measureRenderCost({
        origin: large.origin,
        services: {
          storefront: `http://127.0.0.1:${largePorts.storefront}`,
          supabase: `http://127.0.0.1:${largePorts.supabase}`,
        },
        variantId,
        pages,
      });
      const normal = await measureRenderCost({
        origin,
        services: {
          storefront: `http://127.0.0.1:${ports.storefront}`,
          supabase: `http://127.0.0.1:${ports.supabase}`,
        },
        variantId,
        pages,
      });
      largeCatalogue = {
        products: LARGE_CATALOGUE_PRODUCTS,
        rows,
        ratios: catalogueRatios(normal, rows),
      };
    } finally {
      await large.stop();
    }
  }

  let lighthouse = null;
  if (!args.includes('--no-lighthouse')) {
    console.log('▶ Lighthouse (mobile)');
    await waitUntilSettled(origin);
    lighthouse = await auditPages(origin, lighthousePages, {
      reportDir: path.join(benchDir, 'lighthouse'),
    });
  }

  const targets = checkTargets({
    load,
    lighthouse: lighthouse?.results ?? [],
    ssrRoutes: ssrTargetRoutes,
    slowProvider,
    renderCost,
    largeCatalogue,
  });
  const cpuStallsAtEnd = probeCpuStalls();
  console.log(`  after: ${describeStalls(cpuStallsAtEnd)}`);
  const errorsUnderLoad = load.reduce(
    (sum, run) => sum + run.errors.total + run.warmup.errors.total,
    0,
  );
  const results = {
    date: new Date().toISOString(),
    machine: {
      nproc: Number(execFileSync('nproc', {encoding: 'utf8'}).trim()),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryMb: Math.round(os.totalmem() / 2 ** 20),
      loadAverageAtStart,
      loadAverageAtEnd: loadAverage(),
      cpuStalls: {
        about:
          'a 3 s busy loop before and after the run: time the CPU was not given to it (host steal or other ' +
          'processes), in pauses over 20 ms; every latency figure below includes such pauses',
        atStart: cpuStallsAtStart,
        atEnd: cpuStallsAtEnd,
      },
    },
    versions: {
      node: process.version,
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
      chromium: lighthouse?.chromium ?? null,
    },
    commit: gitCommit(),
    app: {origin, variantId, dataDir: '.local/bench (fresh)'},
    settings: {
      durationSeconds: seconds,
      warmupSeconds,
      connections: connectionLevels,
      latency: 'autocannon: request sent to last byte of the response, in ms',
      errors: 'socket errors (timeouts included) plus answers outside 2xx/3xx',
      unanswered:
        'requests still open when the time was up (not errors, not in the latency figures)',
      workerdMemory:
        'resident memory (RSS) of the workerd process, sampled every 2 s: before, at most, after',
      slowProvider:
        'Storefront API stand-in with PUT /__faults {"latencyMs": 10000}; home and product pages with a ' +
        'real cart cookie, and the no-JS cart add, at 10 connections: first as the provider is, then ' +
        'with the fault (no warm-up, autocannon timeout 30 s)',
      bytes:
        'script and stylesheet files in Lighthouse network-requests (inline scripts in the HTML not ' +
        'counted); gzip = each file fetched again and gzipped at zlib level 6; transfer = Lighthouse ' +
        'transferSize, headers included, in the encodings listed',
      lighthouse: 'default config (mobile, simulated throttling), Chromium --headless=new',
      renderCost:
        'bench/renderCost.mjs: each page 100 times in a row after 10 warm-ups, with a real cart cookie (the cart ' +
        'template, filled in), with it and a cookie of no meaning (the render for that shopper), and ' +
        'with a cookie of no meaning alone (rendered, no cart); medians of time to first and last byte; workerd ' +
        'CPU (user + system, /proc) over all 100 divided by 100 (the front worker and router included); ' +
        'provider calls as the local APIs counted them (GET /__stats) divided by 100',
    },
    load,
    workerdMemoryMb: loadMemory,
    slowProvider,
    renderCost,
    largeCatalogue,
    lighthouse: lighthouse?.results ?? null,
    targets,
    errorsUnderLoad,
  };
  writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nLoad (${seconds}s each, after a ${warmupSeconds}s warm-up)\n`);
  console.log(loadTable(load));
  console.log(
    `workerd: ${loadMemory.startMb} MB before, at most ${loadMemory.peakMb} MB, ${loadMemory.endMb} MB after`,
  );
  if (slowProvider) {
    console.log(
      `\nStorefront API 10 s slower (${slowProvider.connections} connections; ` +
        `${seconds}s as it is, ${slowSeconds}s slow)\n`,
    );
    console.log(slowProviderTable(slowProvider));
  }
  console.log('\nRender cost, one request after another\n');
  console.log(renderCostTable(renderCost));
  if (largeCatalogue) {
    console.log(`\nThe same with ${largeCatalogue.products} products: large / normal\n`);
    console.log(catalogueRatioTable(largeCatalogue.ratios));
  }
  if (lighthouse) {
    console.log('\nLighthouse, mobile (JS/CSS: gzipped bytes of the files the page loaded)\n');
    console.log(lighthouseTable(lighthouse.results));
    for (const line of failingAuditLines(lighthouse.results)) console.log(line);
    console.log(
      `Full reports: ${path.relative(process.cwd(), path.join(benchDir, 'lighthouse'))}/`,
    );
  }
  console.log('\nTargets (reported, not enforced)\n');
  console.log(targetTable(targets));
  const held = targets.filter((check) => !check.exempt);
  const passed = held.filter((check) => check.pass).length;
  const exempt = targets.length - held.length;
  console.log(
    `\n${passed} of ${held.length} targets met${exempt ? ` (${exempt} exempt: noindex pages' SEO)` : ''}; ` +
      `${errorsUnderLoad} errors under load.`,
  );
  console.log(`Written to ${path.relative(process.cwd(), path.join(benchDir, 'results.json'))}`);
  return results;
}

/** 1, 5 and 15 minute load averages: the machine may be shared, and this shows how busy it was. */
function loadAverage() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

function packageVersion(name) {
  const require = createRequire(import.meta.url);
  return require(`${name}/package.json`).version;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

// "Edge: against Hydrogen's skeleton": the shop beside Hydrogen's skeleton storefront at the same Hydrogen
// version (bench/skeleton.mjs gets and builds it), on the same machine, in the same run, the two measured in
// turn (ours, skeleton, ours, …, the first of each pair alternating) so the machine's drift hits both alike.
// Part of `npm run bench` (`--no-skeleton` leaves it out, `--only=edge` runs only it); alone:
//
//   node bench/edge.mjs [--app-dir=<worktree>] [--no-build] [--rounds=5] [--no-lighthouse] [--warm]
//                       [--stack-dir=<worktree>] [--skeleton-build=remix|cli]
//
//   --app-dir      the shop to measure (default: this worktree); any worktree of this repository, e.g. a branch
//                  being judged: its `npm run build` output, its own scripts/env.mjs and scripts/frontWorker.mjs
//   --no-build     use the app's dist/ as it is (default: `npm run build` in the app's folder first)
//   --stack-dir    whose local/ stand-ins serve both apps (default: this worktree, the yardstick's)
//   --rounds       new isolates per app and page (default 5; medians are reported)
//   --warm         also the shop's warm paths (bench/renderCost.mjs) against the committed bench/results.json
//   --skeleton-build  how the skeleton's worker is built; by default as the shop's was (minified, as
//                  `shopify hydrogen build` ships it and `npm run build` builds the shop, or not), and a mode
//                  that would not build the two alike is refused
//
// Measured:
// - spawn to first 200: from spawning the server process (Node, mini-oxygen, workerd loading the worker) to the
//   last byte of the first `GET /` answered 200;
// - the first `GET /`, and in other spawns the first product page, on a new isolate: a fresh workerd process
//   each time (mini-oxygen has no call that starts a new isolate in a running workerd; a new process is what
//   Oxygen does for a cold start too: nothing compiled, no module evaluated, empty caches, Cache API included),
//   timed from the request to its last byte once mini-oxygen reports the worker loaded;
// - the server bundle (dist/server/index.js), raw and gzipped;
// - the documents of home, a listing, a collection and a product page for a first-time visitor: raw bytes and
//   gzip (zlib level 6 of those bytes);
// - Lighthouse (mobile, bench/lighthouse.mjs) on home, the listing and the product page, the two apps run by run
//   in turn (BENCH_LIGHTHOUSE_RUNS each, 3 by default; medians reported).
// Ports: ours BENCH_PORT + 80 (and + 81 for its static files), the skeleton BENCH_PORT + 90 (+ 91), the
// stand-ins BENCH_PORT + 1080 (Storefront; its image CDN + 1081) and Supabase 54621 + (BENCH_PORT - 3510) + 80.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {miniflarePatched} from '../scripts/patchMiniflare.mjs';
import {
  ensureSkeleton,
  SKELETON_VERSION,
  skeletonBuildInfo,
  skeletonBuildLike,
} from './skeleton.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const SERVE = path.join(benchDir, 'edgeServe.mjs');
const START_TIMEOUT_MS = 120_000;
const STACK_TIMEOUT_MS = 300_000;
const PRODUCT_HANDLE = 'lavender-oat-soap';

/** The same page in each app. `target`: the largest ours ÷ skeleton the issue allows for its gzipped document. */
export const EDGE_PAGES = [
  {name: 'home', ours: '/', skeleton: '/', documentTarget: 2.5, lighthouse: true},
  {
    name: 'listing (all products)',
    ours: '/shop',
    skeleton: '/collections/all',
    documentTarget: null,
    lighthouse: true,
  },
  {
    name: 'collection',
    ours: '/body-care',
    skeleton: '/collections/body-care',
    documentTarget: 2.5,
    lighthouse: false,
  },
  {
    name: 'product',
    ours: `/product/${PRODUCT_HANDLE}`,
    skeleton: `/products/${PRODUCT_HANDLE}`,
    documentTarget: 2.5,
    lighthouse: true,
  },
];
const COLD_TARGETS = {spawnToFirst200: 1.1, firstHome: 1.5, firstProduct: 1.5};
const WARM_TOLERANCE = 0.1;

export function edgePorts(benchPort = Number(process.env.BENCH_PORT ?? 3510)) {
  return {
    ours: benchPort + 80,
    skeleton: benchPort + 90,
    storefront: benchPort + 1080,
    supabase: 54621 + (benchPort - 3510) + 80,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));
const kb = (bytes) => round(bytes / 1000, 1);

/**
 * Everything above; prints the table and writes bench/edge-results.json.
 * @param {{appDir?: string, stackDir?: string, build?: boolean, rounds?: number, lighthouse?: boolean,
 *   skeletonBuild?: 'remix' | 'cli' | null, warm?: boolean, warmCurrent?: {renderCost?: any[], load?: any[]} | null,
 *   warmBaseline?: any | null, log?: (line: string) => void}} options `warmCurrent`: the render cost and load
 *   this run already measured (`npm run bench`), compared with `warmBaseline` (the committed bench/results.json)
 */
export async function runEdge({
  appDir = root,
  stackDir = root,
  build = true,
  rounds = 5,
  lighthouse = true,
  skeletonBuild = null,
  warm = false,
  warmCurrent = null,
  warmBaseline = committedResults(),
  log = console.log,
} = {}) {
  appDir = path.resolve(appDir);
  stackDir = path.resolve(stackDir);
  const ports = edgePorts();
  log(`▶ edge: against Hydrogen's skeleton ${SKELETON_VERSION} (ours from ${appDir})`);
  if (build) {
    log('  ours: npm run build');
    const built = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: appDir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
    });
    const output = `${built.stdout}\n${built.stderr}`;
    if (built.status !== 0 || /Build failed/.test(output)) {
      throw new Error(
        `The build of ${appDir} failed:\n${output.split('\n').slice(-30).join('\n')}`,
      );
    }
  }
  const ourBundle = path.join(appDir, 'dist/server/index.js');
  if (!existsSync(ourBundle)) throw new Error(`No build in ${appDir}/dist`);
  // The skeleton is built as the shop was: minified like `shopify hydrogen build`, or not.
  const skeletonDir = ensureSkeleton({
    mode: skeletonBuildLike(readFileSync(ourBundle, 'utf8'), skeletonBuild ?? undefined),
    log,
  });
  const apps = {
    ours: {
      dir: appDir,
      port: ports.ours,
      front: frontWorkerOf(appDir),
      bindings: ourBindings(appDir, ports),
    },
    skeleton: {
      dir: skeletonDir,
      port: ports.skeleton,
      front: path.join(benchDir, 'skeletonFront.mjs'),
      bindings: skeletonBindings(ports),
    },
  };
  if (!existsSync(path.join(skeletonDir, 'dist/server/index.js')))
    throw new Error(`No build in ${skeletonDir}/dist`);
  const loadAtStart = loadAverage();
  log(
    `  stand-ins from ${stackDir} on ${ports.storefront} (Storefront) and ${ports.supabase} (Supabase)`,
  );
  const stack = await startProcess(['--stack', `--stack-dir=${stackDir}`], {
    env: {
      STOREFRONT_API_PORT: String(ports.storefront),
      SUPABASE_API_PORT: String(ports.supabase),
      SUPABASE_MAIL_PORT: String(ports.supabase + 3),
      LOCAL_DATA_DIR: path.join(root, '.local/bench-edge'),
      PORT: String(ports.ours),
    },
    timeoutMs: STACK_TIMEOUT_MS,
  });
  let results;
  try {
    // The bench's own first fetch pays for its HTTP client's start-up; not the apps'.
    await (await fetch(`http://127.0.0.1:${ports.storefront}/__health`)).text();
    const bundle = Object.fromEntries(
      Object.entries(apps).map(([name, app]) => [name, bundleSize(app.dir)]),
    );
    const cold = await measureColdStarts(apps, rounds, log);
    log('  documents and Lighthouse: both apps running');
    const running = {};
    try {
      for (const [name, app] of Object.entries(apps)) running[name] = await startApp(app);
      const documents = await measureDocuments(apps);
      const audits = lighthouse ? await runLighthouse(apps, log) : null;
      let warmRows = warmCurrent;
      if (!warmRows && warm) warmRows = {renderCost: await measureWarm(apps.ours, ports, log)};
      results = {
        date: new Date().toISOString(),
        machine: {
          nproc: os.cpus().length,
          cpu: os.cpus()[0]?.model ?? 'unknown',
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: loadAverage(),
        },
        ours: {dir: appDir, commit: gitCommit(appDir)},
        skeleton: {version: SKELETON_VERSION, build: skeletonBuildInfo()},
        bench: {commit: gitCommit(root), rounds, stackDir},
        method: {
          newIsolate:
            'a fresh server process per measurement (bench/edgeServe.mjs: mini-oxygen and workerd as scripts/start.mjs ' +
            'serves the shop), the request sent once mini-oxygen reports the worker loaded',
          spawnToFirst200: 'spawn of that process to the last byte of the first GET / (200)',
          miniflareEncoder: miniflarePatched()
            ? "miniflare's config encoder grows geometrically (scripts/patchMiniflare.mjs)"
            : "miniflare's config encoder as published (quadratic in the bundle's size)",
          firstRequest: 'request to last byte, Accept-Encoding gzip, no cookie',
          documents:
            'first-time visitor, Accept-Encoding identity; gzip = zlib level 6 of the same bytes',
          order:
            'per round ours and the skeleton in turn, the first of each pair alternating between rounds',
          ratios:
            'ratio = median ours ÷ median skeleton (what the targets judge); paired = the median of each ' +
            "round's ours ÷ skeleton, which cancels drift between rounds",
        },
        bundle,
        cold,
        documents,
        lighthouse: audits,
        warm: warmRows && warmBaseline ? compareWarm(warmBaseline, warmRows) : null,
      };
      results.targets = edgeTargets(results);
    } finally {
      for (const process of Object.values(running)) await process.stop();
    }
  } finally {
    await stack.stop();
  }
  writeFileSync(path.join(benchDir, 'edge-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(
    `\nEdge: against Hydrogen's skeleton ${SKELETON_VERSION} (medians of ${rounds}; load ${loadAtStart.join(' ')} at the start; ` +
      `${results.method.miniflareEncoder})\n`,
  );
  log(edgeTable(results));
  if (results.warm) {
    log(`\nWarm paths against the committed bench/results.json (${results.warm.baselineDate})\n`);
    log(warmTable(results.warm));
  }
  log(`Written to ${path.relative(process.cwd(), path.join(benchDir, 'edge-results.json'))}`);
  return results;
}

function loadAverage() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

function gitCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

/** The committed bench/results.json (the figures a change must stay within 10 % of), or null. */
export function committedResults() {
  try {
    return JSON.parse(
      execFileSync('git', ['show', 'HEAD:bench/results.json'], {cwd: root, encoding: 'utf8'}),
    );
  } catch {
    return null;
  }
}

/** The app's own front worker, when it has one; else this worktree's. */
function frontWorkerOf(appDir) {
  const own = path.join(appDir, 'scripts/frontWorker.mjs');
  return existsSync(own) ? own : path.join(root, 'scripts/frontWorker.mjs');
}

/** The shop's local environment as its own scripts/env.mjs makes it (never a .env: the bench is local). */
function ourBindings(appDir, ports) {
  const envModule = path.join(appDir, 'scripts/env.mjs');
  const source = existsSync(envModule) ? envModule : path.join(root, 'scripts/env.mjs');
  return {
    module: source,
    overrides: {
      STOREFRONT_API_PORT: String(ports.storefront),
      SUPABASE_API_PORT: String(ports.supabase),
      PORT: String(ports.ours),
    },
  };
}

/**
 * What the skeleton's worker reads (its server.ts, app/lib/context.ts, root.tsx, entry.server.tsx) pointed at the
 * same stand-in: no customer-account or storefront-id values (nothing on these pages uses them), and the Storefront
 * API version left to Hydrogen's default (2025-04), as the skeleton ships. IMAGE_ORIGIN is for the front worker.
 */
function skeletonBindings(ports) {
  return {
    SESSION_SECRET: 'bench-skeleton-session-secret',
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${ports.storefront}`,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-public-storefront-token-32',
    PUBLIC_CHECKOUT_DOMAIN: `127.0.0.1:${ports.storefront}`,
  };
}

async function resolveBindings(bindings) {
  if (!bindings.module) return bindings;
  const {localEnvironment} = await import(pathToFileURL(bindings.module).href);
  return localEnvironment({
    envFile: path.join(root, '.local/no-dotenv-for-the-bench'),
    overrides: bindings.overrides,
  });
}

/**
 * Spawns bench/edgeServe.mjs and resolves once it prints `ready`, with the times of the spawn and of `ready`.
 * @returns {Promise<{spawnedAt: number, readyAt: number, stop: () => Promise<void>, log: string[]}>}
 */
function startProcess(args, {env = {}, timeoutMs = START_TIMEOUT_MS} = {}) {
  const log = [];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [SERVE, ...args], {
    cwd: root,
    env: {...process.env, FORCE_COLOR: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(
          `edgeServe ${args.join(' ')} was not ready in ${timeoutMs / 1000}s:\n${log.slice(-20).join('\n')}`,
        ),
      );
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line.trim() === 'ready') {
          clearTimeout(timer);
          resolve({spawnedAt, readyAt: performance.now(), stop, log});
        } else if (line.trim()) log.push(line);
      }
      log.splice(0, Math.max(0, log.length - 200));
    });
    child.stderr.on('data', (chunk) => log.push(...String(chunk).split('\n').filter(Boolean)));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(`edgeServe ${args.join(' ')} exited (${code}):\n${log.slice(-20).join('\n')}`),
      );
    });
  });
}

async function startApp(app) {
  const bindings = await resolveBindings(app.bindings);
  const started = await startProcess(
    ['--app', `--app-dir=${app.dir}`, `--port=${app.port}`, `--front=${app.front}`],
    {
      env: {
        EDGE_BINDINGS: JSON.stringify(bindings),
        EDGE_FRONT_BINDINGS: JSON.stringify(frontBindings(app)),
      },
    },
  );
  return {...started, origin: `http://127.0.0.1:${app.port}`};
}

/** The skeleton's front worker is told where the stand-in's image CDN is (bench/skeletonFront.mjs). */
function frontBindings(app) {
  if (app.bindings.module) return {};
  const storefrontPort = Number(new URL(app.bindings.PUBLIC_STORE_DOMAIN).port);
  return {IMAGE_ORIGIN: `http://127.0.0.1:${storefrontPort + 1}`};
}

/** One request timed to its first and last byte; throws unless it answered 200. */
async function timedGet(url) {
  const start = performance.now();
  const response = await fetch(url, {headers: {'Accept-Encoding': 'gzip'}, redirect: 'manual'});
  const firstByte = performance.now() - start;
  await response.arrayBuffer();
  const total = performance.now() - start;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status} on a new isolate`);
  return {firstByte, total, end: performance.now()};
}

async function measureColdStarts(apps, rounds, log) {
  const home = EDGE_PAGES.find((page) => page.name === 'home');
  const product = EDGE_PAGES.find((page) => page.name === 'product');
  const noSamples = () => ({
    spawnToFirst200: [],
    firstHome: [],
    firstProduct: [],
    firstHomeFirstByte: [],
    firstProductFirstByte: [],
    ready: [],
  });
  const samples = {ours: noSamples(), skeleton: noSamples()};
  log(
    `  new isolates: ${rounds} rounds of / and of the product page, ours and the skeleton in turn`,
  );
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['ours', 'skeleton'] : ['skeleton', 'ours'];
    for (const page of [home, product]) {
      for (const name of order) {
        const app = apps[name];
        const started = await startApp(app);
        try {
          const timing = await timedGet(`${started.origin}${page[name]}`);
          const figures = samples[name];
          figures.ready.push(started.readyAt - started.spawnedAt);
          if (page === home) {
            figures.spawnToFirst200.push(timing.end - started.spawnedAt);
            figures.firstHome.push(timing.total);
            figures.firstHomeFirstByte.push(timing.firstByte);
          } else {
            figures.firstProduct.push(timing.total);
            figures.firstProductFirstByte.push(timing.firstByte);
          }
        } finally {
          await started.stop();
        }
      }
    }
    log(
      `    round ${round + 1}: spawn→200 ours ${round0(samples.ours.spawnToFirst200.at(-1))} / skeleton ` +
        `${round0(samples.skeleton.spawnToFirst200.at(-1))} ms; first / ${round0(samples.ours.firstHome.at(-1))} / ` +
        `${round0(samples.skeleton.firstHome.at(-1))} ms; first product ${round0(samples.ours.firstProduct.at(-1))} / ` +
        `${round0(samples.skeleton.firstProduct.at(-1))} ms`,
    );
  }
  const summary = (values) => ({
    median: round(median(values)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    runs: values.map((value) => round(value)),
  });
  return Object.fromEntries(
    Object.entries(samples).map(([name, figures]) => [
      name,
      Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, summary(values)])),
    ]),
  );
}

const round0 = (value) => (value === undefined ? '?' : Math.round(value));

function bundleSize(appDir) {
  const file = path.join(appDir, 'dist/server/index.js');
  return {bytes: statSync(file).size, gzipBytes: gzipSync(readFileSync(file)).length};
}

async function measureDocuments(apps) {
  const rows = [];
  for (const page of EDGE_PAGES) {
    const row = {name: page.name, target: page.documentTarget};
    for (const name of ['ours', 'skeleton']) {
      const url = `http://127.0.0.1:${apps[name].port}${page[name]}`;
      // Warm first: a first-time visitor's document, as the page cache or a render gives it.
      for (let i = 0; i < 2; i += 1) await (await fetch(url)).arrayBuffer();
      const response = await fetch(url, {
        headers: {'Accept-Encoding': 'identity'},
        redirect: 'manual',
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      row[name] = {path: page[name], bytes: body.length, gzipBytes: gzipSync(body).length};
    }
    rows.push(row);
  }
  return rows;
}

async function runLighthouse(apps, log) {
  const {auditPagesInTurn} = await import('./lighthouse.mjs');
  const pages = EDGE_PAGES.filter((candidate) => candidate.lighthouse);
  log(
    `    Lighthouse ${pages.map((page) => page.ours).join(', ')}: ours and the skeleton run by run`,
  );
  const audited = await auditPagesInTurn(
    {
      ours: `http://127.0.0.1:${apps.ours.port}`,
      skeleton: `http://127.0.0.1:${apps.skeleton.port}`,
    },
    pages.map((page) => ({name: page.name, paths: {ours: page.ours, skeleton: page.skeleton}})),
    {reportDir: (name) => path.join(benchDir, 'lighthouse', `edge-${name}`)},
  );
  return pages.map((page, index) => {
    const row = {name: page.name};
    for (const name of ['ours', 'skeleton']) {
      const result = audited[name][index];
      row[name] = result.error
        ? {path: page[name], error: result.error}
        : {
            path: page[name],
            performance: result.scores.performance,
            accessibility: result.scores.accessibility,
            cls: round(result.metrics.cls, 3),
            lcpMs: result.metrics.lcpMs,
            tbtMs: result.metrics.tbtMs,
            performanceRuns: result.performanceRuns,
            jsGzipKb: kb(result.bytes.jsGzip),
            report: result.report,
          };
    }
    return row;
  });
}

/** The shop's warm paths (bench/renderCost.mjs) on the running edge app, for `--warm`. */
async function measureWarm(app, ports, log) {
  log('  warm paths: bench/renderCost.mjs on ours (home, /shop, product)');
  const {findVariantId} = await import('./load.mjs');
  const {measureRenderCost} = await import('./renderCost.mjs');
  const env = await resolveBindings(app.bindings);
  const variantId = await findVariantId({
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    token: env.PUBLIC_STOREFRONT_API_TOKEN,
    apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
    handle: PRODUCT_HANDLE,
  });
  return measureRenderCost({
    origin: `http://127.0.0.1:${app.port}`,
    services: {
      storefront: `http://127.0.0.1:${ports.storefront}`,
      supabase: `http://127.0.0.1:${ports.supabase}`,
    },
    variantId,
    pages: [
      {name: 'home', path: '/'},
      {name: 'shop', path: '/shop'},
      {name: 'product', path: `/product/${PRODUCT_HANDLE}`},
    ],
  });
}

/**
 * Each warm path of the baseline that was measured again: workerd CPU per request and the median time to first
 * byte, now ÷ then, within 10 % or not; and, from a full bench run, the first-time visitor's requests/s under load.
 * @param {any} baseline bench/results.json as committed
 * @param {{renderCost?: any[], load?: any[]}} current
 */
export function compareWarm(baseline, {renderCost = [], load = []}) {
  const rows = [];
  for (const current of renderCost) {
    const before = (baseline.renderCost ?? []).find(
      (row) => row.path === current.path && row.visitor === current.visitor,
    );
    if (!before) continue;
    const cpuRatio = current.workerdCpuMsPerRequest / before.workerdCpuMsPerRequest;
    rows.push({
      page: current.name,
      path: current.path,
      visitor: current.visitor,
      cpuMs: {
        baseline: before.workerdCpuMsPerRequest,
        now: current.workerdCpuMsPerRequest,
        ratio: round(cpuRatio, 2),
      },
      firstByteMs: {
        baseline: before.firstByteMs.median,
        now: current.firstByteMs.median,
        ratio: round(current.firstByteMs.median / before.firstByteMs.median, 2),
      },
      within: cpuRatio <= 1 + WARM_TOLERANCE,
    });
  }
  return {
    baselineDate: baseline.date,
    baselineCommit: baseline.commit,
    tolerance: WARM_TOLERANCE,
    rows,
    firstVisit: compareFirstVisit(baseline, load),
  };
}

/** First-visit load figures of a full bench run against the baseline's (requests/s at 10 connections). */
export function compareFirstVisit(baseline, currentLoad) {
  const rows = [];
  for (const current of currentLoad) {
    if (current.connections !== 10 || /with a cart|cart add|predictive/.test(current.route))
      continue;
    const before = (baseline.load ?? []).find(
      (row) => row.route === current.route && row.connections === 10,
    );
    if (!before) continue;
    const ratio = current.requestsPerSecond / before.requestsPerSecond;
    rows.push({
      route: current.route,
      requestsPerSecond: {
        baseline: before.requestsPerSecond,
        now: current.requestsPerSecond,
        ratio: round(ratio, 2),
      },
      p99Ms: {baseline: before.latencyMs.p99, now: current.latencyMs.p99},
      within: ratio >= 1 - WARM_TOLERANCE,
    });
  }
  return rows;
}

export function edgeTargets(results) {
  const targets = [];
  const cold = (key, label) => {
    const ours = results.cold.ours[key].median;
    const skeleton = results.cold.skeleton[key].median;
    // The same round's two figures were taken moments apart: their ratio cancels the machine's drift best.
    const oursRuns = results.cold.ours[key].runs ?? [];
    const skeletonRuns = results.cold.skeleton[key].runs ?? [];
    const paired = median(oursRuns.map((value, index) => value / skeletonRuns[index]));
    targets.push({
      measure: label,
      unit: 'ms',
      ours,
      skeleton,
      ratio: round(ours / skeleton, 2),
      pairedRatio: paired === null ? null : round(paired, 2),
      exactRatio: ours / skeleton,
      target: COLD_TARGETS[key] ?? null,
    });
  };
  cold('spawnToFirst200', 'spawn to first 200 (GET /)');
  cold('firstHome', 'first GET / on a new isolate');
  cold('firstProduct', 'first product page on a new isolate');
  cold('firstHomeFirstByte', '  the same first GET /, to its first byte');
  cold('firstProductFirstByte', '  the same first product page, to its first byte');
  targets.push({
    measure: 'server bundle dist/server/index.js',
    unit: 'MB',
    ours: round(results.bundle.ours.bytes / 1e6, 2),
    skeleton: round(results.bundle.skeleton.bytes / 1e6, 2),
    ratio: round(results.bundle.ours.bytes / results.bundle.skeleton.bytes, 2),
    target: null,
  });
  for (const row of results.documents) {
    targets.push({
      measure: `document ${row.name} (${row.ours.path} | ${row.skeleton.path}), raw`,
      unit: 'kB',
      ours: kb(row.ours.bytes),
      skeleton: kb(row.skeleton.bytes),
      ratio: round(row.ours.bytes / row.skeleton.bytes, 2),
      target: null,
    });
    targets.push({
      measure: `document ${row.name}, gzip`,
      unit: 'kB',
      ours: kb(row.ours.gzipBytes),
      skeleton: kb(row.skeleton.gzipBytes),
      ratio: round(row.ours.gzipBytes / row.skeleton.gzipBytes, 2),
      exactRatio: row.ours.gzipBytes / row.skeleton.gzipBytes,
      target: row.target,
    });
  }
  for (const row of results.lighthouse ?? []) {
    if (row.ours.error || row.skeleton.error) {
      targets.push({
        measure: `Lighthouse ${row.name}`,
        unit: '',
        ours: row.ours.error ?? '',
        skeleton: row.skeleton.error ?? '',
        ratio: null,
        target: null,
      });
      continue;
    }
    targets.push({
      measure: `Lighthouse ${row.name}: performance`,
      unit: '',
      ours: row.ours.performance,
      skeleton: row.skeleton.performance,
      ratio: null,
      target: null,
    });
    targets.push({
      measure: `Lighthouse ${row.name}: CLS`,
      unit: '',
      ours: row.ours.cls,
      skeleton: row.skeleton.cls,
      ratio: null,
      target: null,
    });
    targets.push({
      measure: `Lighthouse ${row.name}: accessibility`,
      unit: '',
      ours: row.ours.accessibility,
      skeleton: row.skeleton.accessibility,
      ratio: null,
      target: null,
    });
  }
  return targets.map((row) => ({
    ...row,
    met: row.target === null || row.ratio === null ? null : row.exactRatio <= row.target,
  }));
}

function pad(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths[column])
            : String(cell).padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

export function edgeTable(results) {
  const rows = [['measure', 'ours', 'skeleton', 'ratio', 'target', 'met']];
  for (const row of results.targets) {
    const unit = row.unit ? ` ${row.unit}` : '';
    rows.push([
      row.measure,
      `${row.ours}${unit}`,
      `${row.skeleton}${unit}`,
      row.ratio === null
        ? ''
        : `${row.ratio}×${row.pairedRatio ? ` (paired ${row.pairedRatio}×)` : ''}`,
      row.target === null ? '' : `≤ ${row.target}×`,
      row.met === null ? '' : row.met ? 'met' : 'MISSED',
    ]);
  }
  return pad(rows);
}

export function warmTable(warm) {
  const rows = [
    [
      'page',
      'visitor',
      'CPU then',
      'CPU now',
      'ratio',
      'TTFB then',
      'TTFB now',
      `within ${warm.tolerance * 100} %`,
    ],
  ];
  for (const row of warm.rows) {
    rows.push([
      row.path,
      row.visitor,
      `${row.cpuMs.baseline} ms`,
      `${row.cpuMs.now} ms`,
      `${row.cpuMs.ratio}×`,
      `${row.firstByteMs.baseline} ms`,
      `${row.firstByteMs.now} ms`,
      row.within ? 'yes' : 'NO',
    ]);
  }
  for (const row of warm.firstVisit ?? []) {
    rows.push([
      row.route,
      'first visit (×10 load)',
      `${row.requestsPerSecond.baseline} req/s`,
      `${row.requestsPerSecond.now} req/s`,
      `${row.requestsPerSecond.ratio}×`,
      `p99 ${row.p99Ms.baseline} ms`,
      `p99 ${row.p99Ms.now} ms`,
      row.within ? 'yes' : 'NO',
    ]);
  }
  return pad(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const rounds = Number(option('rounds') ?? 5);
  if (!(rounds >= 1)) throw new Error('--rounds wants a whole number');
  try {
    await runEdge({
      appDir: option('app-dir') ?? root,
      stackDir: option('stack-dir') ?? root,
      build: !args.includes('--no-build'),
      rounds,
      lighthouse: !args.includes('--no-lighthouse'),
      skeletonBuild: option('skeleton-build') ?? null,
      warm: args.includes('--warm'),
    });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  }
}

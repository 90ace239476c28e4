// How fast a new worker answers: spawn → first 200 on `/`, then the first `/` and the first product page a new
// isolate serves, and the size of the worker bundle Oxygen would load. Oxygen starts isolates often (a deploy,
// a new location, an idle isolate evicted), so a visitor meets these figures, not only the warm ones.
//   node bench/cold-start.mjs [--no-build] [--runs=<n>] [--json=<file>]
//   node --experimental-websocket bench/cold-start.mjs --profile [--no-build]
// Builds once (unless --no-build), starts the local stack once on the bench's ports (BENCH_PORT, as
// `npm run bench`), then <n> times (default 5, after one run that is not counted: it warms the disk cache
// and the stand-ins) spawns the production server as `npm run serve` does, with `--no-stack`, and times:
//   spawn → 200    from spawning the process to the end of the first 200 on `/` (polled every 10 ms; a
//                  refused connection is retried, so it includes workerd's start and the first render)
//   first /        that first successful `/` alone: the new isolate's first request
//   first product  the next request, the product page, on the same isolate
// Every request is a first-time visitor's (no cookie) on a new connection. Prints each run and the medians.
// --profile instead records a V8 CPU profile of a new isolate's first `/` and first product page (the worker
// on an inspector, WORKERD_INSPECTOR_PORT or BENCH_PORT + 20; build with BUILD_SOURCEMAPS=1, which --profile
// does unless --no-build), prints where the time went by group, package and function, and writes the raw
// profiles to bench/profiles/cold-*.cpuprofile. The module's own evaluation happens before an inspector can
// attach; `node bench/cold-start.mjs --evaluate` profiles that in Node's V8 instead.
//
// measureColdStart() takes any app directory and command, so a comparison can run another app (e.g.
// Hydrogen's skeleton) on the same mini-oxygen and stand-ins.
import {spawn, spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {findWorkerd} from './memory.mjs';

const POLL_MS = 10;
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * One GET on a new connection, timed from sending to the last byte.
 * @returns {Promise<{status: number, ms: number}>}
 */
export function timedGet(url, {headers = {}, timeoutMs = 30_000} = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, {agent: false, headers}, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, ms: performance.now() - started}),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`${url} timed out`)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A process's CPU time so far, all its threads, in ms: the scheduler's nanosecond count (/proc/<pid>/task/*
 * /schedstat), as /proc/<pid>/stat's 10 ms ticks are too coarse for one request.
 */
export function cpuMs(pid) {
  let nanoseconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended while we read.
    }
  }
  return nanoseconds / 1e6;
}

/** The workerd listening on `port`, looked for again for up to 2 s (it may be found a moment late). */
async function workerdOn(port) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return findWorkerd(port);
    } catch (error) {
      if (attempt >= 200) throw error;
      await sleep(POLL_MS);
    }
  }
}

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({host: '127.0.0.1', port});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The worker bundle Oxygen would load: bytes and gzipped bytes of `<appDir>/dist/server/index.js`. */
export function serverBundleSize(appDir, file = 'dist/server/index.js') {
  const contents = readFileSync(path.join(appDir, file));
  return {bytes: contents.length, gzipBytes: gzipSync(contents).length};
}

/**
 * Spawns `command` (in `cwd`, with `env`) once and times spawn → first 200 on `origin`/, then the first
 * product page on the same process; stops it (SIGTERM, then SIGKILL) and waits for it to exit.
 * @param {{command: string[], cwd: string, env?: Record<string, string>, origin: string, productPath: string}} options
 * @returns {Promise<{spawnToFirst200: number, firstHome: number, firstProduct: number, refusedBefore: number}>}
 */
export async function coldStartOnce({command, cwd, env = {}, origin, productPath}) {
  const log = [];
  const spawned = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: {...process.env, FORCE_COLOR: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };
  try {
    // Until workerd listens (it does once its workers are loaded), then its CPU time so far is the start's.
    const {port} = new URL(origin);
    let refusedBefore = 0;
    while (!(await accepts(Number(port)))) {
      if (exited) throw new Error(`The server exited before it listened:\n${log.slice(-20).join('\n')}`);
      if (performance.now() - spawned > STARTUP_TIMEOUT_MS) throw new Error('Nothing listened within 120 s');
      refusedBefore += 1;
      await sleep(POLL_MS);
    }
    const listening = performance.now() - spawned;
    const pid = await workerdOn(Number(port));
    const startCpu = cpuMs(pid);
    // The spawned process's own CPU until then (Node, mini-oxygen and miniflare handing workerd its config).
    const serverCpu = cpuMs(child.pid);
    let home = await timedGet(`${origin}/`);
    const homeCpu = cpuMs(pid) - startCpu;
    // Should the first answer not be a 200 (it has been on every run), poll as a visitor would.
    while (home.status !== 200) {
      if (performance.now() - spawned > STARTUP_TIMEOUT_MS) throw new Error('No 200 on / within 120 s');
      await sleep(POLL_MS);
      home = await timedGet(`${origin}/`);
    }
    const spawnToFirst200 = performance.now() - spawned;
    const beforeProduct = cpuMs(pid);
    const product = await timedGet(`${origin}${productPath}`);
    if (product.status !== 200) throw new Error(`${productPath} answered ${product.status}`);
    return {
      spawnToFirst200,
      listening,
      firstHome: home.ms,
      firstProduct: product.ms,
      startCpu,
      serverCpu,
      homeCpu,
      productCpu: cpuMs(pid) - beforeProduct,
      refusedBefore,
    };
  } finally {
    await stop();
  }
}

/**
 * `runs` cold starts after `warmups` uncounted ones; each run's figures and their medians.
 * @param {{command: string[], cwd: string, env?: Record<string, string>, origin: string, productPath: string,
 *   runs?: number, warmups?: number, onRun?: (run: object, index: number) => void}} options
 */
export async function measureColdStart({runs = 5, warmups = 1, onRun = () => {}, ...options}) {
  for (let i = 0; i < warmups; i += 1) await coldStartOnce(options);
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await coldStartOnce(options);
    results.push(run);
    onRun(run, i);
  }
  const medians = Object.fromEntries(
    ['spawnToFirst200', 'listening', 'firstHome', 'firstProduct', 'startCpu', 'serverCpu', 'homeCpu', 'productCpu'].map((key) => [
      key,
      median(results.map((run) => run[key])),
    ]),
  );
  return {runs: results, medians};
}

/**
 * Imports a worker bundle in this process (Node's V8, not workerd's, but the same kind of compile and
 * evaluation) and returns the milliseconds it took; with `profileFile`, a CPU profile of it is written there.
 */
export async function evaluateBundle(file, profileFile) {
  const {Session} = await import('node:inspector/promises');
  const session = profileFile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', {interval: 50});
    await session.post('Profiler.start');
  }
  const started = performance.now();
  await import(pathToFileURL(file).href);
  const ms = performance.now() - started;
  if (session) {
    const {profile} = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    session.disconnect();
  }
  return ms;
}

/**
 * Spawns the server once with its worker on an inspector and records a CPU profile of each of `paths`, the
 * first requests the new isolate serves. Resolves to the profiles, in order.
 * @param {{command: string[], cwd: string, env?: Record<string, string>, origin: string, paths: string[],
 *   inspectorPort: number, readyLine: RegExp}} options
 */
export async function profileFirstRequests({command, cwd, env = {}, origin, paths, inspectorPort, readyLine}) {
  const {connect} = await import('./cpuProfile.mjs');
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: {...process.env, FORCE_COLOR: '0', ...env, WORKERD_INSPECTOR_PORT: String(inspectorPort)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const exit = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Not ready:\n${log.join('\n')}`)), STARTUP_TIMEOUT_MS);
      const keep = (chunk) => {
        log.push(String(chunk));
        if (readyLine.test(String(chunk))) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      void exit.then(() => reject(new Error(`The server exited:\n${log.join('\n')}`)));
    });
    const inspector = await connect(inspectorPort);
    const profiles = [];
    for (const pagePath of paths) {
      await inspector.send('Profiler.enable');
      await inspector.send('Profiler.setSamplingInterval', {interval: 100});
      await inspector.send('Profiler.start');
      const answer = await timedGet(`${origin}${pagePath}`);
      const {profile} = await inspector.send('Profiler.stop');
      profiles.push({path: pagePath, status: answer.status, ms: answer.ms, profile});
    }
    inspector.close();
    return profiles;
  } finally {
    child.kill('SIGTERM');
    await exit;
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
const evaluateOnce = process.argv.indexOf('--evaluate-once');
if (isMain && evaluateOnce > 0) {
  const [file, profileFile] = process.argv.slice(evaluateOnce + 1);
  console.log(await evaluateBundle(file, profileFile));
} else if (isMain) {
  await main();
}

/** The command line: build, start the stack, measure (or profile) this app. */
async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
  const jsonFile = args.find((arg) => arg.startsWith('--json='))?.split('=')[1];
  const port = Number(process.env.BENCH_PORT ?? 3510);
  const ports = {app: port, storefront: port + 1000, supabase: 54621 + (port - 3510)};
  const origin = `http://127.0.0.1:${ports.app}`;
  const portEnv = {
    PORT: String(ports.app),
    STOREFRONT_API_PORT: String(ports.storefront),
    SUPABASE_API_PORT: String(ports.supabase),
  };

  const profiling = args.includes('--profile') || args.includes('--evaluate');
  const {buildApp} = await import('./server.mjs');
  const {localEnvironment} = await import('../scripts/env.mjs');
  const {startLocalStack} = await import('../scripts/stack.mjs');
  if (!args.includes('--no-build')) {
    if (profiling) process.env.BUILD_SOURCEMAPS = '1';
    buildApp(root);
  }
  const size = serverBundleSize(root);
  const workerFile = path.join(root, 'dist/server/index.js');
  const profilesDir = path.join(root, 'bench/profiles');
  const {SourceMapConsumer} = await import('source-map');
  const {summarise} = await import('./cpuProfile.mjs');
  const {mkdirSync} = await import('node:fs');
  const printProfile = async (profile, title) => {
    const map = await new SourceMapConsumer(JSON.parse(readFileSync(`${workerFile}.map`, 'utf8')));
    for (const [by, rows] of [['group', 8], ['package', 15], ['function', 25]]) {
      console.log(`\n${title}, self time by ${by}`);
      for (const row of summarise(profile, map, 1, by).slice(0, rows)) {
        console.log(`${row.msPerRequest.toFixed(1).padStart(8)} ms ${String(row.share).padStart(5)}%  ${row.group}`);
      }
    }
    map.destroy();
  };
  if (args.includes('--evaluate')) {
    // One fresh process per import: a second import of the same source would reuse V8's compile cache.
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--evaluate-once', workerFile], {
        encoding: 'utf8',
      });
      times.push(Number(out.stdout.trim()));
    }
    mkdirSync(profilesDir, {recursive: true});
    const profileFile = path.join(profilesDir, 'cold-evaluate.cpuprofile');
    spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--evaluate-once', workerFile, profileFile]);
    console.log(`import of dist/server/index.js in Node, ${runs} processes: ${times.map((t) => t.toFixed(0)).join(' ')} ms, median ${median(times).toFixed(0)} ms`);
    await printProfile(JSON.parse(readFileSync(profileFile, 'utf8')), 'evaluating the bundle (Node)');
    process.exit(0);
  }

  const env = localEnvironment({overrides: {...process.env, ...portEnv}});
  const dataDir = path.join(root, '.local/bench-cold-start');
  const {rmSync} = await import('node:fs');
  rmSync(dataDir, {recursive: true, force: true});
  const stack = await startLocalStack(env, {dataDir, shopOrigin: origin, log: () => {}});
  try {
    if (args.includes('--profile')) {
      const profiles = await profileFirstRequests({
        command: [process.execPath, 'scripts/start.mjs', '--no-stack'],
        cwd: root,
        env: portEnv,
        origin,
        paths: ['/', '/product/lavender-oat-soap'],
        inspectorPort: Number(process.env.WORKERD_INSPECTOR_PORT ?? port + 20),
        readyLine: /is running at/,
      });
      mkdirSync(profilesDir, {recursive: true});
      for (const [index, {path: pagePath, status, ms, profile}] of profiles.entries()) {
        writeFileSync(path.join(profilesDir, `cold-${index + 1}.cpuprofile`), JSON.stringify(profile));
        await printProfile(profile, `first ${pagePath} on a new isolate (${status}, ${ms.toFixed(0)} ms with the profiler on)`);
      }
      return;
    }
    console.log(
      `cold start of ${root} on ${origin}: ${runs} runs after 1 uncounted, load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    const columns = [
      ['spawnToFirst200', 'spawn → 200'],
      ['listening', 'listening'],
      ['firstHome', 'first /'],
      ['firstProduct', 'first product'],
      ['startCpu', 'CPU start'],
      ['serverCpu', 'CPU node'],
      ['homeCpu', 'CPU /'],
      ['productCpu', 'CPU product'],
    ];
    const row = (label, values) =>
      console.log(label.padEnd(4), columns.map(([key, title]) => values[key].toFixed(0).padStart(title.length)).join('  '));
    console.log('run ', columns.map(([, title]) => title).join('  '), ' (ms; CPU: workerd\'s, user + system; CPU node: the spawned process until workerd listens)');
    const result = await measureColdStart({
      command: [process.execPath, 'scripts/start.mjs', '--no-stack'],
      cwd: root,
      env: portEnv,
      origin,
      productPath: '/product/lavender-oat-soap',
      runs,
      onRun: (run, index) => row(String(index + 1), run),
    });
    row('med', result.medians);
    console.log(
      `server bundle dist/server/index.js: ${(size.bytes / 1e6).toFixed(2)} MB (${(size.gzipBytes / 1e3).toFixed(0)} kB gzipped)`,
    );
    console.log(`load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    if (jsonFile) {
      writeFileSync(
        jsonFile,
        `${JSON.stringify({date: new Date().toISOString(), loadAverage: os.loadavg(), size, ...result}, null, 2)}\n`,
      );
    }
  } finally {
    await stack.close();
  }
}

// `npm run bench:profile`: where a page's CPU time goes in the worker, to know what to cut. Builds the app
// with source maps, starts it on the bench's ports with the worker on a DevTools inspector, and records a
// V8 CPU profile of the worker while `/`, `/shop` and a product page are asked for in a row by a shopper
// with a real cart cookie (each answer their page's cart template with their cart filled in; add another
// cookie to the requests to profile the render instead). Each sample's function is mapped back to its source file
// and grouped: React rendering the document, Remix (routing, loader data, its serialisation), Hydrogen
// (Storefront client, cache), the app's own code, other libraries, garbage collection, JavaScript's built-ins,
// and workerd's time outside JavaScript.
// Self time: a function's own time, not what it calls (built-ins count for their caller). Prints one table per page and writes
// bench/profile-results.json.
//   --no-build        reuse dist/ (it must have been built with BUILD_SOURCEMAPS=1)
//   --requests=<n>    requests per page (default 200)
//   --save            also write each page's raw profile to bench/profiles/<page>.cpuprofile (git-ignored; open
//                     it in Chrome DevTools' Performance panel, or read its top functions with --top)
// Needs Node's WebSocket: run with `node --experimental-websocket` on Node 20 (the npm script does).
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SourceMapConsumer} from 'source-map';
import {connect, summarise} from './cpuProfile.mjs';
import {createCartCookie} from './memory.mjs';
import {startApp} from './server.mjs';
import {findVariantId} from './load.mjs';
import {localEnvironment} from '../scripts/env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const requests = Number(args.find((arg) => arg.startsWith('--requests='))?.split('=')[1] ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3510);
const ports = {app: port, storefront: port + 1000, supabase: 54621 + (port - 3510)};
const inspectorPort = port + 20;
const PAGES = [
  {name: 'home', path: '/'},
  {name: 'shop', path: '/shop'},
  {name: 'product', path: '/product/lavender-oat-soap'},
];

if (!args.includes('--no-build')) {
  console.log('▶ production build with source maps');
  const build = spawnSync('npx', ['remix', 'vite:build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, BUILD_SOURCEMAPS: '1'},
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const mapFile = path.join(root, 'dist/server/index.js.map');
if (!existsSync(mapFile)) throw new Error('No dist/server/index.js.map: build with BUILD_SOURCEMAPS=1');

const env = localEnvironment({overrides: {...process.env, STOREFRONT_API_PORT: String(ports.storefront)}});
const app = await startApp({
  root,
  ports,
  dataDir: '.local/bench-profile',
  env: {WORKERD_INSPECTOR_PORT: String(inspectorPort)},
});
try {
  const variantId = await findVariantId({
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    token: env.PUBLIC_STOREFRONT_API_TOKEN,
    apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
    handle: 'lavender-oat-soap',
  });
  const cookie = await createCartCookie(app.origin, variantId);
  const inspector = await connect(inspectorPort);
  const map = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const results = [];
  for (const page of PAGES) {
    const ask = async () =>
      (await fetch(`${app.origin}${page.path}`, {headers: {Cookie: cookie}})).arrayBuffer();
    for (let i = 0; i < 20; i += 1) await ask();
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', {interval: 100});
    await inspector.send('Profiler.start');
    for (let i = 0; i < requests; i += 1) await ask();
    const {profile} = await inspector.send('Profiler.stop');
    results.push({...page, requests, groups: summarise(profile, map, requests)});
    if (args.includes('--save')) {
      mkdirSync(path.join(root, 'bench/profiles'), {recursive: true});
      writeFileSync(path.join(root, `bench/profiles/${page.name}.cpuprofile`), JSON.stringify(profile));
    }
  }
  map.destroy();
  inspector.close();
  for (const result of results) {
    console.log(`\n${result.name} (${result.path}), ${result.requests} requests with a cart cookie\n`);
    console.log('| group | CPU ms per request | share |');
    console.log('|---|---|---|');
    for (const group of result.groups) {
      console.log(`| ${group.group} | ${group.msPerRequest} | ${group.share}% |`);
    }
  }
  writeFileSync(
    path.join(root, 'bench/profile-results.json'),
    `${JSON.stringify({date: new Date().toISOString(), loadAverage: os.loadavg(), results}, null, 2)}\n`,
  );
} finally {
  await app.stop();
}

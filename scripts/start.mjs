// `npm start` (after the build) and `npm run dev`: the local stack, then the shop.
//   node scripts/start.mjs          serve dist/ with mini-oxygen (workerd), like Oxygen
//   node scripts/start.mjs --dev    Vite dev server with HMR (the worker also runs in workerd)
//   node scripts/start.mjs --check-env   only refuse (exit 1) or accept the environment
//   --dotenv <path>               another file than .env
//   --no-stack                    the local stack is already running (bench/cold-start.mjs starts it once)
// PORT (default 3000), STOREFRONT_API_PORT, SUPABASE_API_PORT and LOCAL_DATA_DIR are honoured;
// --fresh-data empties LOCAL_DATA_DIR first.
import {existsSync, rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startAssetsServer} from './assets-server.mjs';
import {localEnvironment, refusalReasons} from './env.mjs';
import {startWorkerdThroughWrapper, watchParent} from './processes.mjs';
import {startLocalStack} from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = '127.0.0.1';
const origin = `http://${host}:${port}`;
const envFlag = process.argv.indexOf('--dotenv');
const envFile = envFlag >= 0 && process.argv[envFlag + 1] ? path.resolve(process.argv[envFlag + 1]) : path.join(root, '.env');
const env = localEnvironment({envFile});

// A .env for real services gets no local defaults: refuse here, with every reason, rather than start a
// worker that refuses each request (the same rules: app/server/envRules.mjs; `npm run preflight` has more).
const refusals = refusalReasons(env);
if (refusals.length > 0) {
  console.error(
    `Refusing to start with SITE_ENV=${env.SITE_ENV}: missing or unsafe environment (.env or the shell):\n` +
      refusals.map((reason) => `  - ${reason}`).join('\n') +
      '\nFix these, or set SITE_ENV=local to use the local stack. `npm run preflight` checks the whole go-live list.',
  );
  process.exit(1);
}
// `npm start` checks before it spends a minute on the build.
if (process.argv.includes('--check-env')) process.exit(0);

const dataDir = process.env.LOCAL_DATA_DIR ? path.resolve(process.env.LOCAL_DATA_DIR) : undefined;
// --fresh-data (the browser tests) starts from the seed; only ever with an explicit LOCAL_DATA_DIR.
if (process.argv.includes('--fresh-data') && dataDir) rmSync(dataDir, {recursive: true, force: true});

// workerd (and the Edge Function's Deno, local/supabase-api/functions.mjs) die with this process, even on
// SIGKILL; and this process stops when whoever started it (npm, Playwright, the bench) is gone.
startWorkerdThroughWrapper();
let closeApp = async () => {};
/** @type {{close: () => Promise<void>}} */
let stack = {close: async () => {}};
let stopping = false;
watchParent(() => void stop());

if (!process.argv.includes('--no-stack')) stack = await startLocalStack(env, {dataDir, shopOrigin: origin});
try {
  closeApp = dev ? await startDevServer() : await startProductionServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stack.close();
  process.exit(1);
}
console.log(`Wildroot Botanicals is running at ${origin}`);

async function stop() {
  if (stopping) return;
  stopping = true;
  await closeApp().catch(() => {});
  await stack.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

async function startProductionServer() {
  const workerFile = path.join(root, 'dist/server/index.js');
  if (!existsSync(workerFile)) {
    throw new Error('No build found: run `npm run build` first (or use `npm start`).');
  }
  const {createMiniOxygen} = await import('@shopify/mini-oxygen');
  // Static files (JS, CSS, images) come from a small assets server beside the worker.
  const closeAssets = await startAssetsServer(path.join(root, 'dist/client'), port + 1);
  const frontFile = path.join(root, 'scripts/frontWorker.mjs');
  // WORKERD_INSPECTOR_PORT: the shop's worker on a DevTools inspector there (bench/profile.mjs).
  const inspectorPort = Number(process.env.WORKERD_INSPECTOR_PORT ?? 0);
  const miniOxygen = createMiniOxygen({
    ...(inspectorPort > 0 ? {debug: true, inspectorPort, inspectWorkerName: 'wildroot'} : {}),
    // miniflare's own entry socket gets a free port: the shop's port belongs to the front worker.
    port: 0,
    host,
    assets: {origin: `http://${host}:${port + 1}/`},
    requestHook: null,
    workers: [
      {
        name: 'wildroot',
        modules: [
          {type: 'ESModule', path: workerFile, contents: await readFile(workerFile)},
        ],
        modulesRoot: path.dirname(workerFile),
        bindings: {...env},
      },
      {
        // Answers 400 to a Host no URL can be made of, where miniflare's entry worker answers 500
        // (scripts/frontWorker.mjs), and hands everything else to mini-oxygen's router.
        name: 'front',
        modules: [{type: 'ESModule', path: frontFile, contents: await readFile(frontFile)}],
        // Without it workerd compresses only gzip: a `Content-Encoding: br` answer went out as plain text
        // still labelled br, which a client that asked for br alone could not read.
        compatibilityFlags: ['brotli_content_encoding'],
        modulesRoot: path.dirname(frontFile),
        serviceBindings: {SHOP: 'mini-oxygen'},
        unsafeDirectSockets: [{host, port}],
      },
    ],
  });
  await miniOxygen.ready;
  return async () => {
    await miniOxygen.dispose();
    await closeAssets();
  };
}

async function startDevServer() {
  const {createServer} = await import('vite');
  const server = await createServer({
    root,
    server: {port, host, strictPort: true},
  });
  await server.listen();
  return () => server.close();
}

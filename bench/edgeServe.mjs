// The processes bench/edge.mjs starts, one role each:
//   node bench/edgeServe.mjs --app --app-dir=<dir> --port=<n> [--front=<file>]
//       a built app (<dir>/dist/server/index.js, static files from <dir>/dist/client) on mini-oxygen, served as
//       scripts/start.mjs serves the shop in production (`startProductionServer`): the same assets server on
//       port + 1, the same front worker on the port in front of mini-oxygen's router, workerd started through
//       scripts/workerd-tied.sh (the 128 MB heap, tied to this process). The worker's bindings come as JSON in
//       EDGE_BINDINGS. Prints `ready` once mini-oxygen is ready: workerd is listening and has loaded the worker.
//       No local stack: both apps use the one bench/edge.mjs started.
//   node bench/edgeServe.mjs --stack --stack-dir=<dir>
//       the local stack of <dir> (its local/ Storefront and Supabase stand-ins, scripts/stack.mjs) on the ports
//       STOREFRONT_API_PORT and SUPABASE_API_PORT, data in LOCAL_DATA_DIR; prints `ready`.
// Either stops on SIGTERM and when its parent is gone.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {startAssetsServer} from '../scripts/assets-server.mjs';
import {startWorkerdThroughWrapper, watchParent} from '../scripts/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

let close = async () => {};
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await close().catch(() => {});
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
watchParent(() => void stop(), 200);

if (args.includes('--stack')) {
  const stackDir = path.resolve(option('stack-dir') ?? root);
  const {localEnvironment} = await import(
    pathToFileURL(path.join(stackDir, 'scripts/env.mjs')).href
  );
  const {startLocalStack} = await import(
    pathToFileURL(path.join(stackDir, 'scripts/stack.mjs')).href
  );
  const env = localEnvironment({
    envFile: path.join(stackDir, '.env.bench-none'),
    overrides: process.env,
  });
  const stack = await startLocalStack(env, {
    dataDir: path.resolve(process.env.LOCAL_DATA_DIR ?? path.join(root, '.local/bench-edge')),
    shopOrigin: `http://${host}:${process.env.PORT ?? 3000}`,
    log: () => {},
  });
  close = () => stack.close();
  console.log('ready');
} else if (args.includes('--app')) {
  const appDir = path.resolve(option('app-dir') ?? root);
  const port = Number(option('port'));
  if (!(port > 0)) throw new Error('--port=<n> is needed');
  const frontFile = path.resolve(option('front') ?? path.join(root, 'scripts/frontWorker.mjs'));
  const workerFile = path.join(appDir, 'dist/server/index.js');
  const bindings = JSON.parse(process.env.EDGE_BINDINGS ?? '{}');
  const frontBindings = JSON.parse(process.env.EDGE_FRONT_BINDINGS ?? '{}');
  // bench/skeletonFront.mjs wraps scripts/frontWorker.mjs: both modules, from this worktree.
  const wrapsFront = path.basename(frontFile) === 'skeletonFront.mjs';
  const frontModules = wrapsFront
    ? [frontFile, path.join(root, 'scripts/frontWorker.mjs')]
    : [frontFile];

  startWorkerdThroughWrapper();
  const {createMiniOxygen} = await import('@shopify/mini-oxygen');
  const closeAssets = await startAssetsServer(path.join(appDir, 'dist/client'), port + 1);
  const miniOxygen = createMiniOxygen({
    port: 0,
    host,
    assets: {origin: `http://${host}:${port + 1}/`},
    requestHook: null,
    workers: [
      {
        name: 'app',
        modules: [{type: 'ESModule', path: workerFile, contents: await readFile(workerFile)}],
        modulesRoot: path.dirname(workerFile),
        bindings,
      },
      {
        name: 'front',
        modules: await Promise.all(
          frontModules.map(async (file) => ({
            type: 'ESModule',
            path: file,
            contents: await readFile(file),
          })),
        ),
        compatibilityFlags: ['brotli_content_encoding'],
        modulesRoot: wrapsFront ? root : path.dirname(frontFile),
        bindings: frontBindings,
        serviceBindings: {SHOP: 'mini-oxygen'},
        unsafeDirectSockets: [{host, port}],
      },
    ],
  });
  close = async () => {
    await miniOxygen.dispose();
    await closeAssets();
  };
  await miniOxygen.ready;
  console.log('ready');
} else {
  console.error(
    'usage: node bench/edgeServe.mjs --app --app-dir=<dir> --port=<n> | --stack [--stack-dir=<dir>]',
  );
  process.exit(2);
}

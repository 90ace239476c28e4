// The app under test: the production build on mini-oxygen with a fresh local stack, as `npm start`
// runs it, but on ports of its own so a developer's shop or the browser tests can run beside it.
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';

// A fresh local stack (schema, PGlite migrations) takes one to three minutes on a busy 2-core machine.
const STARTUP_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_LINES_KEPT = 200;

/** `remix vite:build`, as `npm test` runs it; throws when the build fails. */
export function buildApp(root) {
  const result = spawnSync('npx', ['remix', 'vite:build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  if (result.status !== 0) throw new Error(`The production build failed (exit ${result.status})`);
}

/**
 * Starts scripts/start.mjs as a child process and waits until the shop answers.
 * @param {{root: string, ports: {app: number, storefront: number, supabase: number}, dataDir: string,
 *   env?: Record<string, string>}} options `env`: more variables for the app and its local stack
 * @returns {Promise<{origin: string, stop: () => Promise<void>, recentLog: () => string[]}>}
 */
export async function startApp({root, ports, dataDir, env = {}}) {
  const origin = `http://127.0.0.1:${ports.app}`;
  const child = spawn(process.execPath, ['scripts/start.mjs', '--fresh-data'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.app),
      STOREFRONT_API_PORT: String(ports.storefront),
      SUPABASE_API_PORT: String(ports.supabase),
      LOCAL_DATA_DIR: path.resolve(root, dataDir),
      FORCE_COLOR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // The server's own output is kept, not shown: it only matters when something fails.
  const log = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim()) log.push(line);
    }
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({code, signal})),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilAnswering(origin, exited);
  } catch (error) {
    await stop();
    const tail = log.slice(-30).join('\n');
    throw new Error(`${error instanceof Error ? error.message : error}\n${tail}`);
  }
  return {origin, stop, recentLog: () => [...log]};
}

async function waitUntilAnswering(origin, exited) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('The app exited before it answered');
    const response = await fetch(`${origin}/`, {signal: AbortSignal.timeout(10_000)}).catch(
      () => null,
    );
    if (response) {
      await response.arrayBuffer();
      if (response.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer at ${origin}/ within ${STARTUP_TIMEOUT_MS / 1000}s`);
}

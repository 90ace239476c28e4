// Starts the local stack (Storefront API and Supabase API) in this process, as far as the
// environment points at it. Used by `npm start`, `npm run dev`, the tests and the benchmark.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {
  LOCAL_STOREFRONT_PORT,
  LOCAL_SUPABASE_PORT,
  usesLocalStorefront,
  usesLocalSupabase,
} from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function portOf(url, fallback) {
  const port = new URL(url).port;
  return port ? Number(port) : fallback;
}

/**
 * @param {Record<string, string>} env the worker environment (scripts/env.mjs)
 * @param {{dataDir?: string, shopOrigin: string, log?: (line: string) => void}} options
 * @returns {Promise<{close: () => Promise<void>, started: string[]}>}
 */
export async function startLocalStack(env, {dataDir = path.join(root, '.local'), shopOrigin, log = console.log}) {
  const closers = [];
  const started = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => {});
  };
  try {
    if (usesLocalStorefront(env)) {
      const {startStorefrontApi} = await import(
        pathToFileURL(path.join(root, 'local/storefront-api/server.mjs')).href
      );
      const api = await startStorefrontApi({
        host: '127.0.0.1',
        port: portOf(env.PUBLIC_STORE_DOMAIN, LOCAL_STOREFRONT_PORT),
        dataDir: path.join(dataDir, 'storefront'),
        shopOrigin,
      });
      closers.push(() => api.close());
      started.push(`Storefront API ${api.url}`);
    }
    const supabaseServer = path.join(root, 'local/supabase-api/index.mjs');
    if (usesLocalSupabase(env) && existsSync(supabaseServer)) {
      const {startSupabaseApi} = await import(pathToFileURL(supabaseServer).href);
      const apiPort = portOf(env.SUPABASE_URL, LOCAL_SUPABASE_PORT);
      const api = await startSupabaseApi({
        host: '127.0.0.1',
        port: apiPort,
        dataDir: path.join(dataDir, 'supabase'),
        // The Edge Function's Deno process starts now, so the admin's first generation does not wait for it.
        warmFunctions: true,
        // Auth's email links lead to this shop; the mail catcher (Mailpit's API) sits where the CLI puts it.
        auth: {siteUrl: shopOrigin},
        mailPort: process.env.SUPABASE_MAIL_PORT ? Number(process.env.SUPABASE_MAIL_PORT) : apiPort + 3,
      });
      closers.push(() => api.close());
      started.push(`Supabase API ${api.url}`);
      if (api.mailUrl) started.push(`mail catcher ${api.mailUrl} (Auth's emails)`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  for (const line of started) log(`local stack: ${line}`);
  return {close, started};
}

// `npm run stack`: only the local APIs, e.g. to point a `vite dev` elsewhere at them.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const {localEnvironment} = await import('./env.mjs');
  const stack = await startLocalStack(localEnvironment(), {shopOrigin: 'http://127.0.0.1:3000'});
  const stop = () => stack.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// `node local/supabase-api/server.mjs`: the local Supabase API on 127.0.0.1:${SUPABASE_API_PORT:-54321}.
// Env: SUPABASE_API_PORT, SUPABASE_API_HOST (loopback only), SUPABASE_API_DATA_DIR (default .local/supabase),
// SUPABASE_MAIL_PORT (the mail catcher, default API port + 3 = 54324), SITE_URL (where email links lead).
import {ANON_KEY, startSupabaseApi} from './index.mjs';
import {DEFAULT_PORT} from './keys.mjs';

const port = process.env.SUPABASE_API_PORT ? Number(process.env.SUPABASE_API_PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SUPABASE_API_PORT must be a port number, got "${process.env.SUPABASE_API_PORT}"`);
  process.exit(1);
}

try {
  const api = await startSupabaseApi({
    port,
    host: process.env.SUPABASE_API_HOST ?? '127.0.0.1',
    dataDir: process.env.SUPABASE_API_DATA_DIR ?? '.local/supabase',
    ...(process.env.SUPABASE_MAIL_PORT ? {mailPort: Number(process.env.SUPABASE_MAIL_PORT)} : {}),
    ...(process.env.SITE_URL ? {auth: {siteUrl: process.env.SITE_URL}} : {}),
    log: (line) => console.log(`[supabase-api] ${line}`),
  });
  console.log(
    `[supabase-api] ready: SUPABASE_URL=${api.url} SUPABASE_ANON_KEY=${ANON_KEY.slice(0, 16)}...`,
  );
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[supabase-api] ${signal}: shutting down`);
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error(`[supabase-api] failed to start: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

// Helpers for tests that run against the local Supabase API (a fresh database per call, real clients).

import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {createClient} from '@supabase/supabase-js';
import {startSupabaseApi} from './index.mjs';
import {ANON_KEY} from './keys.mjs';

export {ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY} from './keys.mjs';

/** The seeded accounts and rows (supabase/seed.sql). */
export const SEED = Object.freeze({
  admin: {
    id: 'a1d00000-0000-4000-8000-000000000001',
    email: 'admin@wildroot.test',
    password: 'wildroot-admin',
  },
  shopper: {
    id: 'a1d00000-0000-4000-8000-000000000002',
    email: 'shopper@wildroot.test',
    password: 'wildroot-shopper',
  },
  overrides: Object.freeze({
    lavenderActive: 'c0de0000-0000-4000-8000-000000000001',
    rosehipPending: 'c0de0000-0000-4000-8000-000000000002',
    rosehipApprovedInactive: 'c0de0000-0000-4000-8000-000000000003',
    ashwagandhaRejected: 'c0de0000-0000-4000-8000-000000000004',
    sheaPendingHigh: 'c0de0000-0000-4000-8000-000000000005',
    sheaPendingLow: 'c0de0000-0000-4000-8000-000000000006',
  }),
});

/**
 * supabase-js 2.109 builds its Realtime client eagerly and, on Node 20, finds no global WebSocket. Nothing
 * here subscribes to Realtime, so hand it a transport that only fails if it is ever used.
 */
export class UnusedWebSocket {
  constructor() {
    throw new Error('Realtime is not served by the local Supabase API');
  }
}

/** Client options for supabase-js in Node tests. */
export const nodeClientOptions = Object.freeze({
  auth: {persistSession: false, autoRefreshToken: false, detectSessionInUrl: false},
  realtime: {transport: /** @type {any} */ (UnusedWebSocket)},
});

/**
 * A supabase-js client (publishable key) signed in with that email and password; throws what GoTrue refused.
 * @param {string} url the API's URL
 * @param {string} email
 * @param {string} password
 */
export async function signedInClient(url, email, password) {
  const client = createClient(url, ANON_KEY, nodeClientOptions);
  const {error} = await client.auth.signInWithPassword({email, password});
  if (error) throw error;
  return client;
}

/**
 * Starts the API on a free port over a new temporary data directory.
 * @param {Parameters<typeof startSupabaseApi>[0]} [options]
 */
export async function startTestSupabaseApi(options = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'wildroot-supabase-')));
  const api = await startSupabaseApi({port: 0, ...options, dataDir});
  return {
    ...api,
    dataDir,
    /** Closes the API and deletes its data directory. */
    async dispose() {
      await api.close();
      if (!options.dataDir) await rm(dataDir, {recursive: true, force: true});
    },
  };
}

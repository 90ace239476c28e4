// Helpers for tests that run against the local Supabase API (a fresh database per call, real clients).

import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {createClient} from '@supabase/supabase-js';
import {startSupabaseApi} from './index.mjs';
import {ANON_KEY, SERVICE_ROLE_KEY} from './keys.mjs';

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
 * A supabase-js client for Node tests with this key (anon, publishable, service-role or secret).
 * @param {string} url the API's URL
 * @param {string} key
 */
export function keyClient(url, key) {
  return createClient(url, key, nodeClientOptions);
}

/**
 * The callers tests compare: signed out (anon key), the seeded shopper and admin signed in, the service role.
 * @param {string} url the API's URL
 */
export async function seededClients(url) {
  const [shopper, admin] = await Promise.all([
    signedInClient(url, SEED.shopper.email, SEED.shopper.password),
    signedInClient(url, SEED.admin.email, SEED.admin.password),
  ]);
  return {
    anon: keyClient(url, ANON_KEY),
    shopper,
    admin,
    service: keyClient(url, SERVICE_ROLE_KEY),
  };
}

/**
 * One `product_copy_overrides` row, whole, as the caller (the service role, to see any row) reads it.
 * @param {import('@supabase/supabase-js').SupabaseClient} client
 * @param {string} id
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readOverride(client, id) {
  const {data, error} = await client
    .from('product_copy_overrides')
    .select('*')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
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

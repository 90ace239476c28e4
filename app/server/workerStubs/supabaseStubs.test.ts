import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  RealtimeClient as RealRealtimeClient,
  type WebSocketLikeConstructor,
} from '@supabase/realtime-js';
import {describe, expect, it} from 'vitest';
import * as realtimeStub from './supabaseRealtime';
import * as storageStub from './supabaseStorage';

const ENDPOINT = 'ws://127.0.0.1:54321/realtime/v1';
const API_KEY = {params: {apikey: 'anon'}};
class NoSocket {
  constructor() {
    throw new Error('no socket is opened in these tests');
  }
}

/** The names supabase-js's module imports from `specifier`, read from the installed package. */
function namesImportedBySupabaseJs(specifier: string): string[] {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@supabase/supabase-js').replace(/index\.cjs$/, 'index.mjs');
  const source = readFileSync(entry, 'utf8');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`);
  const names = pattern.exec(source)?.[1];
  if (!names)
    throw new Error(`supabase-js no longer imports from ${specifier}: look at the stub again`);
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe("the worker's stand-ins for Supabase Realtime and Storage", () => {
  it('export every name the installed supabase-js imports from the real packages', () => {
    expect(namesImportedBySupabaseJs('@supabase/realtime-js')).toEqual(
      expect.arrayContaining(['RealtimeClient']),
    );
    for (const name of namesImportedBySupabaseJs('@supabase/realtime-js')) {
      expect(realtimeStub, name).toHaveProperty(name);
    }
    for (const name of namesImportedBySupabaseJs('@supabase/storage-js')) {
      expect(storageStub, name).toHaveProperty(name);
    }
  });

  it('keep the access token as realtime-js does on sign-in, refresh and sign-out', async () => {
    const cases: {token: string | null; callback?: () => Promise<string | null>}[] = [
      {token: 'jwt-after-sign-in'},
      {token: null, callback: async () => 'anon-key-after-sign-out'},
      {token: null, callback: async () => Promise.reject(new Error('no session'))},
      {token: null},
    ];
    for (const {token, callback} of cases) {
      const options = {...API_KEY, ...(callback ? {accessToken: callback} : {})};
      // Node 20 has no WebSocket of its own; the real client only needs one to exist (it never connects here).
      const real = new RealRealtimeClient(ENDPOINT, {
        ...options,
        transport: NoSocket as unknown as WebSocketLikeConstructor,
      });
      const stub = new realtimeStub.RealtimeClient(ENDPOINT, options);
      real.accessTokenValue = stub.accessTokenValue = 'earlier-token';
      await real.setAuth(token);
      await stub.setAuth(token);
      expect(stub.accessTokenValue, String(token)).toBe(real.accessTokenValue);
    }
  });

  it('fail loudly for anything that would need a socket or a bucket', () => {
    const realtime = new realtimeStub.RealtimeClient(ENDPOINT, API_KEY);
    expect(() => realtime.channel()).toThrow(/Realtime is not in the worker's build/);
    expect(() => realtime.removeAllChannels()).toThrow(/Realtime is not in the worker's build/);
    const storage = new storageStub.StorageClient();
    expect(() => storage.from()).toThrow(/Storage is not in the worker's build/);
  });
});

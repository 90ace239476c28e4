// The worker's build gets Supabase's client through scripts/lazySupabase.mjs (vite.config.ts, workerSupabase):
// the same code, evaluated on the first call of one of its names instead of when a new isolate starts, with
// the Realtime and Storage stand-ins and the worker's one PostgREST. These check that nothing runs before that
// call, and that the client made through it is the real one, wired as the worker needs.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {PostgrestClient} from '@supabase/postgrest-js';
import {afterEach, describe, expect, it} from 'vitest';
import {
  LAZY_SUPABASE_NAMES,
  lazySupabaseFacade,
  lazySupabaseModule,
  supabaseBundle,
} from '../../scripts/lazySupabase.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STUBS = {
  '@supabase/realtime-js': path.join(ROOT, 'app/server/workerStubs/supabaseRealtime.ts'),
  '@supabase/storage-js': path.join(ROOT, 'app/server/workerStubs/supabaseStorage.ts'),
};

const scratch: string[] = [];
afterEach(() => {
  for (const directory of scratch.splice(0)) rmSync(directory, {recursive: true, force: true});
});

/**
 * The holder module (made of `bundle`) and the two facades written as files that import each other, inside
 * the project (the test runner imports only files under its root); resolves to the facades' exports.
 */
async function importFacades(bundle: string) {
  mkdirSync(path.join(ROOT, '.local'), {recursive: true});
  const directory = mkdtempSync(path.join(ROOT, '.local', 'lazy-supabase-'));
  scratch.push(directory);
  writeFileSync(path.join(directory, 'holder.mjs'), lazySupabaseModule(bundle));
  const facades: Record<string, Record<string, unknown>> = {};
  for (const specifier of Object.keys(
    LAZY_SUPABASE_NAMES,
  ) as (keyof typeof LAZY_SUPABASE_NAMES)[]) {
    const file = path.join(directory, `${specifier.replace(/\W/g, '-')}.mjs`);
    writeFileSync(file, lazySupabaseFacade(specifier, './holder.mjs'));
    facades[specifier] = await import(/* @vite-ignore */ pathToFileURL(file).href);
  }
  return facades;
}

describe("the worker's Supabase client", () => {
  it('runs nothing of the client before the first call, then calls, constructs and answers instanceof as it', async () => {
    const bundle = [
      'globalThis.lazySupabaseRuns = (globalThis.lazySupabaseRuns ?? 0) + 1;',
      "class FunctionsHttpError extends Error { constructor(context) { super('http'); this.context = context; } }",
      'module.exports = {',
      '  FunctionsHttpError,',
      "  createServerClient: (url, key) => ({url, key, rest: require('@supabase/postgrest-js')}),",
      "  parseCookieHeader: (header) => header.split('; '),",
      '  serializeCookieHeader: (name, value) => `${name}=${value}`,',
      '};',
    ].join('\n');
    const globals = globalThis as {lazySupabaseRuns?: number};
    delete globals.lazySupabaseRuns;
    const facades = await importFacades(bundle);
    const ssr = facades['@supabase/ssr'] as {
      parseCookieHeader: (header: string) => unknown;
      createServerClient: (url: string, key: string) => unknown;
    };
    const supabaseJs = facades['@supabase/supabase-js'] as {
      FunctionsHttpError: new (context: unknown) => Error & {context: unknown};
    };
    expect(globals.lazySupabaseRuns).toBeUndefined();

    expect(ssr.parseCookieHeader('a=1; b=2')).toEqual(['a=1', 'b=2']);
    expect(globals.lazySupabaseRuns).toBe(1);
    const client = ssr.createServerClient('http://127.0.0.1:54321', 'anon') as {rest: unknown};
    // The client's PostgREST is the worker's own copy, not one of its own.
    expect(client.rest).toHaveProperty('PostgrestClient', PostgrestClient);
    const error = new supabaseJs.FunctionsHttpError({status: 409});
    expect(error).toBeInstanceOf(supabaseJs.FunctionsHttpError);
    expect(error.context).toEqual({status: 409});
    expect(new Error('other')).not.toBeInstanceOf(supabaseJs.FunctionsHttpError);
    expect(globals.lazySupabaseRuns).toBe(1);
  });

  it("makes the real client, with the worker's PostgREST and the Realtime and Storage stand-ins", async () => {
    const facades = await importFacades(await supabaseBundle(ROOT, STUBS));
    const ssr = facades['@supabase/ssr'] as {
      createServerClient: (url: string, key: string, options: object) => Record<string, unknown>;
      serializeCookieHeader: (name: string, value: string, options: object) => string;
    };
    const cookies: string[] = [];
    const client = ssr.createServerClient('http://127.0.0.1:54321', 'anon-key', {
      cookies: {
        getAll: () => [],
        setAll: (all: {name: string}[]) => cookies.push(...all.map((c) => c.name)),
      },
    });
    expect(client.rest).toBeInstanceOf(PostgrestClient);
    expect(() => (client.realtime as {channel: () => void}).channel()).toThrow(
      /Realtime is not in the worker's build/,
    );
    expect(() => (client.storage as {from: () => void}).from()).toThrow(
      /Storage is not in the worker's build/,
    );
    const auth = client.auth as {getSession: () => Promise<{data: {session: unknown}}>};
    await expect(auth.getSession()).resolves.toMatchObject({data: {session: null}});
    expect(ssr.serializeCookieHeader('sb-x-auth-token', '', {maxAge: 0, path: '/'})).toBe(
      'sb-x-auth-token=; Max-Age=0; Path=/',
    );
  });
});

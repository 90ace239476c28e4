// @ts-check
// The worker's Supabase client, evaluated on first use (vite.config.ts, workerLazySupabase).
//
// Why: the client (supabase-js with Auth, Functions and @supabase/ssr's cookie storage, about 120 kB once
// minified) is made only for a signed-in shopper, a sign-in or sign-out, a form that writes to Supabase and the
// admin's pages, yet Rollup's one-module worker evaluated all of it on every new isolate's start (about 7 ms of
// workerd's CPU). Here the same code, bundled by esbuild, sits inside a function the first call of one of the
// names below runs; until then V8 only pre-parses it (which still costs about 4 of those 7 ms). PostgREST stays
// outside: the product page reads its copy through it (createPublicDatabaseClient), and the client inside uses
// that same copy.
//
// The app may import exactly these names from these packages (a type import is free); any other name fails the
// build, as Rollup finds no such export.
import {commonJsBundle, runOnceSource} from './lazyBundle.mjs';

/** What the app imports at run time from each package that is made lazy. */
export const LAZY_SUPABASE_NAMES = Object.freeze({
  '@supabase/ssr': ['createServerClient', 'parseCookieHeader', 'serializeCookieHeader'],
  '@supabase/supabase-js': ['FunctionsHttpError'],
});

/** The package the lazy code shares with the rest of the worker, rather than carrying its own copy. */
const SHARED = '@supabase/postgrest-js';

/**
 * The names of LAZY_SUPABASE_NAMES, bundled by esbuild as one CommonJS module, with `stubs` (package →
 * file) in place of those packages and PostgREST left to `require`.
 * @param {string} fromDir where the packages are resolved from
 * @param {Record<string, string>} stubs
 */
export function supabaseBundle(fromDir, stubs) {
  const entry = Object.entries(LAZY_SUPABASE_NAMES)
    .map(([specifier, names]) => `export {${names.join(', ')}} from '${specifier}';`)
    .join('\n');
  return commonJsBundle(fromDir, entry, {
    external: [SHARED],
    plugins: [
      {
        name: 'worker-supabase-stubs',
        setup(build) {
          build.onResolve({filter: /^@supabase\/(realtime|storage)-js$/}, (args) =>
            stubs[args.path] ? {path: stubs[args.path]} : undefined,
          );
        },
      },
    ],
  });
}

/**
 * The source of the module holding the bundle: `loadSupabase()` runs it once and returns its exports.
 * @param {string} bundle
 */
export function lazySupabaseModule(bundle) {
  return [
    `import * as shared from '${SHARED}';`,
    runOnceSource('loadSupabase', "The worker's lazy Supabase client", bundle, {
      [SHARED]: 'shared',
    }),
    'export {loadSupabase};',
  ].join('\n');
}

/**
 * The source of the module the worker's build gets for `specifier`: each name a function that loads the
 * client and calls the real one (as a function or with `new`), and answers `instanceof` as the real one does.
 * @param {keyof typeof LAZY_SUPABASE_NAMES} specifier
 * @param {string} holder the id of the module lazySupabaseModule made
 */
export function lazySupabaseFacade(specifier, holder) {
  return [
    `import {loadSupabase} from ${JSON.stringify(holder)};`,
    'const lazy = (name) => {',
    '  const real = () => loadSupabase()[name];',
    '  const stand = function (...args) {',
    '    return new.target ? Reflect.construct(real(), args) : real()(...args);',
    '  };',
    '  Object.defineProperty(stand, Symbol.hasInstance, {value: (value) => value instanceof real()});',
    '  return stand;',
    '};',
    ...LAZY_SUPABASE_NAMES[specifier].map((name) => `export const ${name} = lazy('${name}');`),
  ].join('\n');
}

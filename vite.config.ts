import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig, type Plugin} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import {localEnvironment} from './scripts/env.mjs';
import {lazyZodModule, zodBundle, zodMembersUsed} from './scripts/lazyZod.mjs';
import {
  LAZY_SUPABASE_NAMES,
  lazySupabaseFacade,
  lazySupabaseModule,
  supabaseBundle,
} from './scripts/lazySupabase.mjs';

/** What lazily loaded modules import Hydrogen as (env.d.ts gives it Hydrogen's types). */
const LAZY_HYDROGEN = 'hydrogen-lazy-copy';

/**
 * Hydrogen's browser build is one module, and root imports useNonce from it, so it sits in every page's
 * first-load JavaScript. Rollup keeps a module in exactly one chunk, so whatever a lazily loaded chunk takes from
 * '@shopify/hydrogen' (Analytics, about 10 kB gzipped) would be added to that first-load copy. This names the
 * same file under a second id in the client build: a copy of its own, which only lazy chunks import and which is
 * tree-shaken to what they use. The server build and `vite dev` get the one module as usual.
 */
function hydrogenLazyCopy(command: 'build' | 'serve'): Plugin {
  return {
    name: 'wildroot:hydrogen-lazy-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== LAZY_HYDROGEN) return null;
      const resolved = await this.resolve('@shopify/hydrogen', importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || command !== 'build' || options.ssr) return resolved;
      return {...resolved, id: `${resolved.id}?lazy-copy`};
    },
  };
}

/** The module the worker's build gets for `react-dom` (see workerReactDom). */
const WORKER_REACT_DOM = '\0wildroot:worker-react-dom';

/**
 * The worker renders with `react-dom/server` alone, but React Router's DOM bindings import `react-dom` (the
 * browser's renderer, 206 kB) for flushSync, which only click handlers call. Bundled, it was evaluated by every
 * new isolate for nothing, and parsed with the rest of the bundle on every start. The worker's build gets these
 * few lines instead; an API that needs a browser's DOM fails loudly if server code ever calls it, and a name
 * the server code imports that is not here fails the build. The browser build and `vite dev` are untouched.
 */
function workerReactDom(command: 'build' | 'serve'): Plugin {
  return {
    name: 'wildroot:worker-react-dom',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return command === 'build' && options.ssr && source === 'react-dom' ? WORKER_REACT_DOM : null;
    },
    load(id) {
      if (id !== WORKER_REACT_DOM) return null;
      return [
        'const browserOnly = (name) => () => {',
        "  throw new Error(`react-dom's ${name} needs a browser; the worker has react-dom/server only`);",
        '};',
        // Nothing is pending on a server render, so running the callback is all flushSync can do.
        'export const flushSync = (callback, argument) => (callback ? callback(argument) : undefined);',
        'export const unstable_batchedUpdates = (callback, argument) => callback(argument);',
        "export const createPortal = browserOnly('createPortal');",
        "export const findDOMNode = browserOnly('findDOMNode');",
        "export const render = browserOnly('render');",
        "export const hydrate = browserOnly('hydrate');",
        "export const unmountComponentAtNode = browserOnly('unmountComponentAtNode');",
        'export default {flushSync, unstable_batchedUpdates, createPortal, findDOMNode, render, hydrate, unmountComponentAtNode};',
      ].join('\n');
    },
  };
}

/** The stand-ins the worker's build gets for Supabase's Realtime and Storage clients (see workerSupabase). */
const SUPABASE_STUBS: Record<string, string> = {
  '@supabase/realtime-js': fileURLToPath(
    new URL('./app/server/workerStubs/supabaseRealtime.ts', import.meta.url),
  ),
  '@supabase/storage-js': fileURLToPath(
    new URL('./app/server/workerStubs/supabaseStorage.ts', import.meta.url),
  ),
};
/** The module holding the worker's Supabase client, and the ids its packages resolve to from the app. */
const LAZY_SUPABASE_HOLDER = '\0wildroot:lazy-supabase-client';
const LAZY_SUPABASE_PREFIX = '\0wildroot:lazy-supabase:';

/**
 * The worker's Supabase client, in two ways:
 * - The worker uses Supabase's Auth, PostgREST and Functions only, but supabase-js's client makes a Realtime
 *   client (WebSockets, with Phoenix) and a Storage client (with an Iceberg catalogue) for every request: the
 *   two (about 250 kB, an eighth of the bundle) were parsed by every new isolate and made by every signed-in
 *   request for nothing. The worker gets app/server/workerStubs/ instead: what supabase-js itself calls, and a
 *   loud failure for anything else.
 * - The rest of the client (supabase-js, Auth, Functions, @supabase/ssr) is evaluated on its first use, not when
 *   a new isolate starts (scripts/lazySupabase.mjs): a visitor's page never makes one.
 * The browser never loads supabase-js, and `vite dev` and the tests keep the real packages as they are.
 */
function workerSupabase(command: 'build' | 'serve'): Plugin {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return {
    name: 'wildroot:worker-supabase',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (command !== 'build' || !options.ssr) return null;
      if (source === LAZY_SUPABASE_HOLDER) return source;
      if (SUPABASE_STUBS[source]) return SUPABASE_STUBS[source];
      const fromApp = importer !== undefined && !importer.includes('/node_modules/');
      return fromApp && source in LAZY_SUPABASE_NAMES ? `${LAZY_SUPABASE_PREFIX}${source}` : null;
    },
    async load(id) {
      if (id === LAZY_SUPABASE_HOLDER) {
        return lazySupabaseModule(await supabaseBundle(root, SUPABASE_STUBS));
      }
      if (!id.startsWith(LAZY_SUPABASE_PREFIX)) return null;
      const specifier = id.slice(LAZY_SUPABASE_PREFIX.length) as keyof typeof LAZY_SUPABASE_NAMES;
      return lazySupabaseFacade(specifier, LAZY_SUPABASE_HOLDER);
    },
  };
}

/** The module the worker's build gets for 'zod' (see workerLazyZod). */
const WORKER_LAZY_ZOD = '\0wildroot:worker-lazy-zod';

/**
 * zod, evaluated on its first use in the worker rather than when a new isolate starts (scripts/lazyZod.mjs):
 * zod cost every cold start about 11 ms of workerd's CPU, 7 of them saved so, and a page a visitor reads never
 * calls it. The app's modules import
 * `{z}` from 'zod' as before; the browser build, `vite dev` and the tests get zod itself.
 */
function workerLazyZod(command: 'build' | 'serve'): Plugin {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return {
    name: 'wildroot:worker-lazy-zod',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (command !== 'build' || !options.ssr || source !== 'zod') return null;
      // zod's own modules, and any package's, resolve as usual: only the app's imports go through here.
      return importer && importer.includes('/node_modules/') ? null : WORKER_LAZY_ZOD;
    },
    async load(id) {
      if (id !== WORKER_LAZY_ZOD) return null;
      const members = zodMembersUsed(
        ['app', 'server.ts', 'supabase/functions/_shared'].map((part) => path.join(root, part)),
      );
      const bundle = await zodBundle(members, root);
      return lazyZodModule(bundle.code, bundle.members);
    },
  };
}

export default defineConfig(({command, isSsrBuild}) => ({
  plugins: [
    hydrogenLazyCopy(command),
    workerReactDom(command),
    workerSupabase(command),
    workerLazyZod(command),
    tailwindcss(),
    hydrogen(),
    // In `vite dev` the worker runs in workerd with the same variables `npm start` passes.
    oxygen(command === 'serve' ? {env: localEnvironment()} : {}),
    remix(remixConfig),
    tsconfigPaths(),
  ],
  build: {
    // Inline nothing: images and fonts stay cacheable files.
    assetsInlineLimit: 0,
    // The worker is minified too (Vite leaves an SSR build as written), so `npm run build` makes the bundle
    // `shopify hydrogen build` ships, which minifies the worker unless this says otherwise. A new isolate
    // parses and evaluates less, and the local harness (miniflare copies the script into workerd's config)
    // has less to copy.
    minify: true,
    // For `npm run bench:profile` only: maps from the worker's bundle back to each module's source.
    sourcemap: process.env.BUILD_SOURCEMAPS === '1',
    rollupOptions: {
      // Hydrogen's browser bundle is one module whose unused top-level contexts, components and lazy()
      // imports Rollup keeps, not knowing these React calls are pure; with this hint they are dropped
      // (about 1 kB gzipped on every page, for root's one import of useNonce).
      treeshake: {manualPureFunctions: ['createContext', 'forwardRef', 'lazy']},
      // Chunks under 800 bytes are merged into others: measured 2026-11-23 against 0, 500 and 1000 (the old
      // value), 800 gave every page the least first-load JavaScript (product page 109.4 kB against 109.9,
      // 109.7 and 110.0 after the footer and tabs left it); larger values make pages carry others' code.
      output: {
        experimentalMinChunkSize: 800,
        // The brand's addresses and the policies' facts are read by the footer (a static island, loaded after
        // the page) and by help pages; left to Rollup, the small-chunk merge put them in a chunk every page
        // loads (0.5 kB gzipped on the product page).
        // (The worker is one file: Rollup refuses manual chunks there.)
        ...(isSsrBuild
          ? {}
          : {
              manualChunks: (id: string) => {
                if (/\/app\/content\/(brandContact|policies)\.ts$/.test(id)) return 'shop-facts';
                // The product gallery's zoom loads on the first tap (ProductGallery): left to the merge, the
                // small chunk went into one every page loads once other chunks changed size.
                if (/\/app\/features\/product\/galleryZoom\.ts$/.test(id)) return 'galleryZoom';
                // The ad partners' descriptions, read by the privacy pages only: the merge once put them in a
                // chunk the cart page loads.
                if (/\/app\/content\/adPartners\.ts$/.test(id)) return 'ad-partners';
                return undefined;
              },
            }),
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: ['isbot', '@supabase/ssr > cookie'],
    },
  },
  server: {
    host: '127.0.0.1',
  },
}));

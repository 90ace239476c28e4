// Hydrogen's skeleton storefront at the Hydrogen version this shop runs (2025.4.2), obtained, installed and
// built at run time for bench/edge.mjs to measure beside the shop. Nothing of it is kept in this repository:
// it lives in `.local/skeleton/` (ignored by git). See docs/skeleton.md.
//
//   node bench/skeleton.mjs                    get, install and build it (skipped when that build is there)
//   node bench/skeleton.mjs --rebuild          start over
//   node bench/skeleton.mjs --skeleton-build=remix   build it with `remix vite:build` alone (worker unminified)
//
// Two ways to build it. `cli` (the default) is what `shopify hydrogen build` does, the same two Vite builds with
// the worker minified (about 0.52 MB): how Oxygen gets both apps, and how `npm run build` builds this shop's
// worker. `remix` is `remix vite:build` with the skeleton's own config, which leaves the worker unminified
// (0.90 MB; how the first measurement was built), for comparing a shop build that is not minified either.
// bench/edge.mjs picks the one that matches the shop's bundle (`skeletonBuildLike`).
//
// Where it comes from: Shopify publishes the skeleton template inside `@shopify/cli-hydrogen` (its
// `dist/assets/hydrogen/starter/`, what `npm create @shopify/hydrogen` copies). No published CLI carries
// skeleton 2025.4.2: that was a back-fix release of the 2025-04 branch after the CLI had moved on, so the
// newest CLI with a 2025.4 starter, 10.1.0, carries skeleton 2025.4.1. The 2025.4.2 release changed the
// template in exactly two places, which are applied here (and refused if the starter is not as expected):
// package.json's versions (Hydrogen 2025.4.2, remix-oxygen ^2.1.0) and server.ts taking
// `createRequestHandler` from `@shopify/hydrogen` instead of `@shopify/remix-oxygen`.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SKELETON_VERSION = '2025.4.2';
const CLI_PACKAGE = '@shopify/cli-hydrogen@10.1.0';
const STARTER_IN_PACKAGE = 'package/dist/assets/hydrogen/starter';
const STARTER_VERSION = '2025.4.1';
/** Bumped when what this file does to the template changes, so an older build is not reused. */
const RECIPE = 2;
export const BUILD_MODES = ['remix', 'cli'];

/**
 * Exact versions: what the skeleton's ranges allow, and where this shop uses the same package, the very version
 * it runs (React, Remix, Hydrogen, mini-oxygen, Vite), so the two differ in their own code only.
 * Only what building needs is installed: the template's lint, format, type and Shopify CLI packages change
 * nothing in the build, and the CLI would try to reach Shopify.
 */
const DEPENDENCIES = {
  '@remix-run/react': '2.17.5',
  '@remix-run/server-runtime': '2.17.5',
  graphql: '16.15.0',
  '@shopify/hydrogen': SKELETON_VERSION,
  '@shopify/remix-oxygen': '2.1.0',
  'graphql-tag': '2.12.6',
  isbot: '5.2.3',
  react: '18.3.1',
  'react-dom': '18.3.1',
};
const DEV_DEPENDENCIES = {
  '@remix-run/dev': '2.17.5',
  '@remix-run/fs-routes': '2.17.5',
  '@remix-run/route-config': '2.17.5',
  '@shopify/mini-oxygen': '3.2.1',
  vite: '6.4.6',
  'vite-tsconfig-paths': '4.3.2',
};

export const SKELETON_DIR = path.join(root, '.local/skeleton');
const APP_DIR = path.join(SKELETON_DIR, 'app');
const STAMP = path.join(SKELETON_DIR, 'built.json');

/** The built skeleton's folder (with dist/server/index.js and dist/client), building it first when needed. */
export function ensureSkeleton({rebuild = false, mode = 'cli', log = console.log} = {}) {
  if (!BUILD_MODES.includes(mode))
    throw new Error(`--skeleton-build is one of ${BUILD_MODES.join(', ')}`);
  const stamp = existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')) : null;
  const installed = !rebuild && stamp?.recipe === RECIPE;
  if (installed && stamp.build === mode && existsSync(path.join(APP_DIR, 'dist/server/index.js'))) {
    return APP_DIR;
  }
  if (!installed) {
    rmSync(SKELETON_DIR, {recursive: true, force: true});
    log(`  skeleton ${SKELETON_VERSION}: unpacking the starter of ${CLI_PACKAGE}`);
    unpackStarter();
    applyRelease();
    log('  skeleton: npm install (exact versions)');
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      APP_DIR,
    );
  }
  log(
    `  skeleton: ${mode === 'cli' ? 'building as `shopify hydrogen build` does (minified worker)' : '`remix vite:build` (unminified worker)'}`,
  );
  if (mode === 'cli') buildAsCli();
  else
    run('npx', ['remix', 'vite:build', '--logLevel', 'warn'], APP_DIR, {
      NODE_ENV: 'production',
      FORCE_COLOR: '0',
    });
  writeFileSync(
    STAMP,
    `${JSON.stringify({recipe: RECIPE, skeleton: SKELETON_VERSION, from: CLI_PACKAGE, build: mode, date: new Date().toISOString()}, null, 2)}\n`,
  );
  return APP_DIR;
}

/**
 * Whether a worker bundle is minified: esbuild's minified output runs to lines of hundreds of characters,
 * Rollup's unminified output averages a few dozen (both apps' bundles: 230-400 against 35).
 * @param {string} code
 */
export function isMinifiedBundle(code) {
  const lines = code.split('\n').length;
  return code.length / lines > 150;
}

/**
 * How to build the skeleton so that it compares like with like with a shop bundle: minified (as
 * `shopify hydrogen build` ships a worker) when the shop's is, else as `remix vite:build` leaves it. A mode asked
 * for that does not match is refused: a minified bundle against an unminified one measures the minifier.
 * @param {string} shopBundle the shop's dist/server/index.js
 * @param {string} [asked] the mode asked for (`--skeleton-build`), if any
 */
export function skeletonBuildLike(shopBundle, asked) {
  const like = isMinifiedBundle(shopBundle) ? 'cli' : 'remix';
  if (asked && asked !== like) {
    throw new Error(
      `--skeleton-build=${asked} would build the skeleton's worker ${asked === 'cli' ? '' : 'un'}minified, and the ` +
        `shop's is ${like === 'cli' ? '' : 'not '}minified: the two would not be built alike`,
    );
  }
  return like;
}

/** How the skeleton in `dir` was obtained and built (built.json), for the results. */
export function skeletonBuildInfo() {
  return existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')) : null;
}

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function unpackStarter() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'wildroot-skeleton-'));
  try {
    const packed = spawnSync('npm', ['pack', CLI_PACKAGE, '--pack-destination', temp, '--silent'], {
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack ${CLI_PACKAGE} failed: ${packed.stderr}`);
    const tarball = path.join(temp, packed.stdout.trim().split('\n').pop());
    run('tar', ['xzf', tarball, '-C', temp, STARTER_IN_PACKAGE], temp);
    rmSync(SKELETON_DIR, {recursive: true, force: true});
    spawnSync('mkdir', ['-p', SKELETON_DIR]);
    renameSync(path.join(temp, STARTER_IN_PACKAGE), APP_DIR);
  } finally {
    rmSync(temp, {recursive: true, force: true});
  }
}

/** Turns the 2025.4.1 starter into the 2025.4.2 release (see the top of this file), with exact versions. */
function applyRelease() {
  const packageFile = path.join(APP_DIR, 'package.json');
  const pkg = JSON.parse(readFileSync(packageFile, 'utf8'));
  if (
    pkg.version !== STARTER_VERSION ||
    pkg.dependencies['@shopify/hydrogen'] !== STARTER_VERSION
  ) {
    throw new Error(
      `${CLI_PACKAGE}'s starter is ${pkg.version}, not ${STARTER_VERSION}: review bench/skeleton.mjs`,
    );
  }
  for (const name of Object.keys(pkg.dependencies)) {
    if (!DEPENDENCIES[name])
      throw new Error(`The starter needs ${name}, which bench/skeleton.mjs does not pin`);
  }
  pkg.version = SKELETON_VERSION;
  pkg.dependencies = DEPENDENCIES;
  pkg.devDependencies = DEV_DEPENDENCIES;
  writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);

  const serverFile = path.join(APP_DIR, 'server.ts');
  const before =
    "import {storefrontRedirect} from '@shopify/hydrogen';\nimport {createRequestHandler} from '@shopify/remix-oxygen';\n";
  const source = readFileSync(serverFile, 'utf8');
  if (!source.includes(before))
    throw new Error(
      "The starter's server.ts imports are not 2025.4.1's: review bench/skeleton.mjs",
    );
  writeFileSync(
    serverFile,
    source.replace(
      before,
      "import {storefrontRedirect, createRequestHandler} from '@shopify/hydrogen';\n",
    ),
  );
}

/**
 * What `shopify hydrogen build` (CLI 10.1.0, `runBuild`) does, without the CLI: NODE_ENV=production, a client
 * build (no source maps), then the worker build with `ssr: true` and minified (the CLI's default,
 * `build.minify ?? true`), then the `.vite` folders and the worker's asset copies removed. The CLI's worker
 * source map is left out (it only adds a comment line to index.js). Run inside the skeleton's folder so
 * every import is the skeleton's own install.
 */
function buildAsCli() {
  const script = `
    import {rm} from 'node:fs/promises';
    import * as vite from 'vite';
    const common = {root: process.cwd(), mode: 'production', base: '/'};
    await vite.build({...common, build: {emptyOutDir: true, copyPublicDir: true, sourcemap: false}});
    await vite.build({...common, build: {ssr: true, emptyOutDir: false, copyPublicDir: false, minify: true, sourcemap: false}});
    for (const dir of ['dist/client/.vite', 'dist/server/.vite', 'dist/server/assets']) await rm(dir, {recursive: true, force: true});
  `;
  run(process.execPath, ['--input-type=module', '-e', script], APP_DIR, {
    NODE_ENV: 'production',
    FORCE_COLOR: '0',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mode =
    process.argv.find((arg) => arg.startsWith('--skeleton-build='))?.split('=')[1] ?? 'cli';
  const dir = ensureSkeleton({rebuild: process.argv.includes('--rebuild'), mode});
  console.log(`skeleton ${SKELETON_VERSION} built in ${path.relative(process.cwd(), dir)}`);
}

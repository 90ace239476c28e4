// @ts-check
// The worker's zod, evaluated on first use (vite.config.ts, workerLazyZod).
//
// Why: Rollup writes the worker as one module whose every part is evaluated when a new isolate starts. zod
// is the largest library there that a page a visitor reads never calls (the forms and the consent cookie do;
// the environment is read without it, env.server.ts): building its 250 or so schema classes and compiling
// their code cost every cold start about 10 ms. Here the same zod code, tree-shaken to what the app uses,
// sits inside a function the first `z.…` call runs; until then V8 only pre-parses it.
//
// What the app may use is read from its sources: every `z.<name>` in a module that imports `{z}` from
// 'zod'. A module that imports zod any other way fails the build, and a name that was not read (none can be
// reached but through `z.`) throws when used, naming itself.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {commonJsBundle, runOnceSource} from './lazyBundle.mjs';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = /\.test\.(ts|tsx|mjs|js)$/;
/** An import of zod's runtime: the only form allowed is `import {z} from 'zod'`. */
const RUNTIME_IMPORT = /^\s*import\s+(?!type\b)([^'";]*?)\s+from\s+['"]zod(?:\/[^'"]*)?['"]/gm;

/** The sources at `dir` (a folder, read through, or one file). @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [file] : [];
  });
}

/**
 * The names read from `z` in the modules at `dirs` (folders or files) that import zod's runtime, sorted. Throws for an
 * import of zod other than `import {z} from 'zod'` (a default, a namespace, another name or a subpath).
 * @param {string[]} dirs
 */
export function zodMembersUsed(dirs) {
  const names = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(RUNTIME_IMPORT)];
    if (imports.length === 0) continue;
    for (const [statement, bindings] of imports) {
      if (!/^\{\s*z\s*,?\s*\}$/.test(bindings ?? '') || !/['"]zod['"]/.test(statement)) {
        throw new Error(
          `${file}: the worker's lazy zod (scripts/lazyZod.mjs) allows only \`import {z} from 'zod'\`, not \`${statement.trim()}\``,
        );
      }
    }
    for (const [, name] of source.matchAll(/(?<![\w$.])z\.([A-Za-z_$][\w$]*)/g)) names.add(name);
  }
  return [...names].sort();
}

/**
 * The source of the module the worker's build gets for 'zod': `z`, whose members run `bundle` (zod as
 * CommonJS, made by `zodBundle`) on first use.
 * @param {string} bundle
 * @param {string[]} members
 */
export function lazyZodModule(bundle, members) {
  return [
    runOnceSource('loadZod', "The worker's lazy zod", bundle),
    `const members = new Set(${JSON.stringify(members)});`,
    'export const z = new Proxy(Object.create(null), {',
    '  get(_, name) {',
    '    if (!members.has(name)) {',
    "      throw new Error(`z.${String(name)} is not in the worker's zod: scripts/lazyZod.mjs reads the names the app uses from its sources`);",
    '    }',
    '    return loadZod()[name];',
    '  },',
    '});',
    'export default z;',
  ].join('\n');
}

/**
 * zod's members `members` (those of them zod exports at run time; type-only names such as `infer` are
 * dropped), bundled and tree-shaken by esbuild as one CommonJS module.
 * @param {string[]} members
 * @param {string} fromDir where 'zod' is resolved from
 */
export async function zodBundle(members, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const zod = await import(require.resolve('zod').replace(/index\.cjs$/, 'index.js'));
  const runtime = members.filter((name) => name in zod.z);
  const code = await commonJsBundle(fromDir, `export {${runtime.join(', ')}} from 'zod';`);
  return {code, members: runtime};
}

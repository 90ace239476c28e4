// @ts-check
// What the worker's lazy libraries share (scripts/lazyZod.mjs, scripts/lazySupabase.mjs): the library's code
// bundled by esbuild as one CommonJS module, and the source that runs that code once, on the first call.
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * `entry` (an ES module of re-exports) bundled and tree-shaken by esbuild as one CommonJS module's source.
 * @param {string} fromDir where the packages are resolved from
 * @param {string} entry
 * @param {{external?: string[], plugins?: import('esbuild').Plugin[]}} [options]
 */
export async function commonJsBundle(fromDir, entry, {external = [], plugins = []} = {}) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const esbuild = await import(require.resolve('esbuild'));
  const result = await esbuild.build({
    stdin: {contents: entry, resolveDir: fromDir, loader: 'js'},
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    external,
    legalComments: 'none',
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0].text;
}

/**
 * The source of a function `loader` that runs `bundle` (a CommonJS module's source) on its first call and
 * returns its exports ever after. The bundle's `require` answers the ids in `provided` (id → a name in scope
 * where the source goes) and throws, naming `what`, for any other.
 * @param {string} loader
 * @param {string} what
 * @param {string} bundle
 * @param {Record<string, string>} [provided]
 */
export function runOnceSource(loader, what, bundle, provided = {}) {
  return [
    `/** ${what}, run on its first use (scripts/lazyBundle.mjs). */`,
    'let loaded;',
    `function ${loader}() {`,
    '  if (loaded === undefined) {',
    '    const module = {exports: {}};',
    '    const require = (id) => {',
    ...Object.entries(provided).map(
      ([id, name]) => `      if (id === ${JSON.stringify(id)}) return ${name};`,
    ),
    `      throw new Error(\`${what} has no \${id}\`);`,
    '    };',
    '    (function (module, exports, require) {',
    bundle,
    '    })(module, module.exports, require);',
    '    loaded = module.exports;',
    '  }',
    '  return loaded;',
    '}',
  ].join('\n');
}

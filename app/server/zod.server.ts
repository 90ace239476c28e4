import {z} from 'zod';

/**
 * Call at the top of any module that builds zod schemas. Zod's JIT probes for eval with `new Function`
 * when an object schema is built; the Oxygen worker allows no code generation from strings (nor would the
 * shop's Content-Security-Policy in a browser), and jitless parsing needs none. (A call rather than an
 * import for its side effect: package.json declares `sideEffects: false`, so the bundler would drop a
 * side-effect-only import.)
 */
export function preferJitlessZod() {
  z.config({jitless: true});
}

import {z} from 'zod';

/**
 * Call at the top of any module that builds zod schemas and can reach the browser. The shop's
 * Content-Security-Policy allows no eval, and zod's JIT probes for it with `new Function` when an object
 * schema is built, which the browser reports as a CSP violation (a console error). Jitless parsing needs
 * no eval. (A call rather than an import for its side effect: package.json declares `sideEffects: false`,
 * so the bundler would drop a side-effect-only import.)
 */
export function preferJitlessZod() {
  z.config({jitless: true});
}

import {z} from 'zod';

/**
 * Call before building zod schemas (lazySchema does). Zod's JIT probes for eval with `new Function` when an
 * object schema is built; the Oxygen worker allows no code generation from strings (nor would the shop's
 * Content-Security-Policy in a browser), and jitless parsing needs none.
 */
export function preferJitlessZod() {
  z.config({jitless: true});
}

/**
 * A schema built on first use, then kept. Every module of the worker is evaluated when a new isolate starts,
 * before its first request; a schema built at a module's top level was built then for every isolate, though
 * most requests (a page a visitor reads) never parse a form.
 */
export function lazySchema<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => {
    if (schema === undefined) {
      preferJitlessZod();
      schema = build();
    }
    return schema;
  };
}

import {z} from 'zod';

/**
 * zod for modules that also reach the browser. The shop's Content-Security-Policy allows no eval, and
 * zod's JIT probes for it with `new Function` when an object schema is built, which the browser reports
 * as a CSP violation (a console error). Jitless parsing is a little slower and needs no eval.
 */
z.config({jitless: true});

export {z};

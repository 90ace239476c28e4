/**
 * zod for app code. zod 4 probes `new Function` when a z.object schema is built (for its JIT parser); under
 * the storefront's Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a CSP
 * violation in the console on every page whose bundle builds a schema. jitless mode skips the probe.
 * Import z from here, never from 'zod', in modules that can reach the browser.
 */
import {z} from 'zod';

z.config({jitless: true});

export {z};

import {z} from 'zod';

// zod probes for JIT support with `new Function`, which the Content-Security-Policy (no 'unsafe-eval')
// refuses and reports as a console error in the browser; jitless mode skips the probe. Import z from here.
z.config({jitless: true});

export {z};

// Helpers for tests that run against the local Storefront API stand-in.

import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {startStorefrontApi} from './server.mjs';

/**
 * Starts the stand-in as tests want it: on a free port, with no log, no faults (whatever the environment
 * says) and, unless `dataDir` is given, over a new temporary data directory. The other options are
 * `startStorefrontApi`'s and win over these defaults. `dispose` closes it and deletes the directory it made
 * (a `dataDir` passed in is the caller's to delete).
 * @param {Parameters<typeof startStorefrontApi>[0]} [options]
 */
export async function startTestStorefrontApi(options = {}) {
  const madeDir = options.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'storefront-api-'));
  const api = await startStorefrontApi({
    port: 0,
    quiet: true,
    log: () => {},
    faults: {},
    ...options,
    dataDir: options.dataDir ?? madeDir ?? undefined,
  });
  return {
    ...api,
    async dispose() {
      await api.close();
      if (madeDir) await rm(madeDir, {recursive: true, force: true});
    },
  };
}

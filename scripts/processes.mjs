// Child processes die with the process that started them, even when that one is killed with SIGKILL
// otherwise an orphaned workerd keeps the shop's port and the next start fails.
//
// On Linux the kernel does it: `setpriv --pdeathsig KILL` (util-linux) sets PR_SET_PDEATHSIG and then execs
// the command, so the child keeps its own PID (a kill of it still reaches it) and is killed the moment its
// parent dies. workerd is spawned by miniflare (inside mini-oxygen), which honours MINIFLARE_WORKERD_PATH:
// that points at scripts/workerd-tied.sh, which execs the real binary through setpriv (and gives it its V8
// flags, scripts/workerdConfig.mjs). Elsewhere (macOS has no setpriv) children are spawned without it and
// only a clean stop (Ctrl-C, SIGTERM) ends them.
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** setpriv's path, or undefined where the parent-death signal is not available. */
export const SETPRIV =
  process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file)) : undefined;

/**
 * Makes mini-oxygen (miniflare) start workerd through scripts/workerd-tied.sh: with the V8 flags of
 * scripts/workerdConfig.mjs (a bounded heap per isolate) and, where setpriv exists, tied to this process.
 * Call before mini-oxygen starts it; an explicit MINIFLARE_WORKERD_PATH is left alone. Not on Windows
 * (no sh): workerd runs there as miniflare starts it.
 */
export function startWorkerdThroughWrapper() {
  if (process.platform === 'win32' || process.env.MINIFLARE_WORKERD_PATH) return;
  // The workerd binary miniflare itself would run (its own dependency, whatever version that is).
  const fromMiniflare = createRequire(createRequire(import.meta.url).resolve('miniflare'));
  const workerd = /** @type {{default: string}} */ (fromMiniflare('workerd')).default;
  process.env.WILDROOT_WORKERD_BIN = workerd;
  process.env.WILDROOT_SETPRIV = SETPRIV ?? '';
  process.env.WILDROOT_NODE = process.execPath;
  process.env.WILDROOT_WORKERD_CONFIG = path.join(here, 'workerdConfig.mjs');
  process.env.MINIFLARE_WORKERD_PATH = path.join(here, 'workerd-tied.sh');
}

/**
 * Calls `onOrphaned` once when the process that started this one is gone (e.g. `npm start`'s npm killed
 * with SIGKILL): the kernel then re-parents us, which changes process.ppid (read live on each access).
 * @param {() => void} onOrphaned
 */
export function watchParent(onOrphaned, intervalMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}

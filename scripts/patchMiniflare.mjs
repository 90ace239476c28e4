// @ts-check
// One change to the miniflare that mini-oxygen runs, made after each `npm install` (package.json postinstall).
//
// Why: miniflare hands workerd its whole configuration, the worker's code included, as one Cap'n Proto
// message, built by the encoder bundled in miniflare (capnp-es). That encoder's single-segment arena grows
// by what the next object needs (at least 4 kB) and copies the whole buffer each time, so encoding costs
// the size of the message times the number of 4 kB steps after the worker's code: quadratic in the bundle.
// Spawn to first 200 lost about 55 ms to it with the shop's worker (0.92 MB) and 30 ms with the skeleton's
// (0.52 MB), on every `npm start`, every test server and every new isolate the bench spawns, before workerd
// had even started; Oxygen has no such step. Growing the buffer geometrically (at least double) makes the
// encoding linear. The message is the same, byte for byte: `toArrayBuffer` copies each segment's used length
// only, not the buffer's spare room.
//
// A miniflare whose encoder reads differently is left alone, with a warning; tests/integration/
// miniflare-encoder.test.ts then fails, so an upgrade cannot silently bring the quadratic copy back.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const GROWS_BY_WHAT_IS_NEEDED = '  s.buffer = new ArrayBuffer(srcBuffer.byteLength + minSize);';
const GROWS_GEOMETRICALLY =
  '  s.buffer = new ArrayBuffer(Math.max(srcBuffer.byteLength * 2, srcBuffer.byteLength + minSize));';

/** The file of miniflare's Node API that mini-oxygen loads. */
export function miniflareEntry() {
  const fromMiniOxygen = createRequire(
    createRequire(import.meta.url).resolve('@shopify/mini-oxygen'),
  );
  return fromMiniOxygen.resolve('miniflare');
}

/** Whether the miniflare mini-oxygen loads grows its encoder's buffer geometrically (for the bench's records). */
export function miniflarePatched(file = miniflareEntry()) {
  return readFileSync(file, 'utf8').includes(GROWS_GEOMETRICALLY);
}

/**
 * Makes the encoder's arena grow geometrically, once.
 * @returns {'patched' | 'already patched' | 'not recognised'}
 */
export function patchMiniflare(file = miniflareEntry()) {
  const source = readFileSync(file, 'utf8');
  if (source.includes(GROWS_GEOMETRICALLY)) return 'already patched';
  const at = source.indexOf(GROWS_BY_WHAT_IS_NEEDED);
  if (at < 0 || source.indexOf(GROWS_BY_WHAT_IS_NEEDED, at + 1) >= 0) return 'not recognised';
  writeFileSync(file, source.replace(GROWS_BY_WHAT_IS_NEEDED, GROWS_GEOMETRICALLY));
  return 'patched';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let file;
  try {
    file = miniflareEntry();
  } catch {
    // An install without the local runtime (e.g. production dependencies only) has nothing to patch, and
    // an install must never fail over this.
    process.exit(0);
  }
  const outcome = patchMiniflare(file);
  if (outcome === 'not recognised') {
    console.warn(
      `scripts/patchMiniflare.mjs: ${file} does not grow its Cap'n Proto arena as expected; left as it is ` +
        '(starting workerd stays slow for large workers)',
    );
  } else if (outcome === 'patched') {
    console.log("miniflare: its Cap'n Proto encoder now grows its buffer geometrically");
  }
}

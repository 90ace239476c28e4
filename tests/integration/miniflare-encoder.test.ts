// miniflare encodes workerd's whole config, the worker's code included, as one Cap'n Proto message; as
// installed its arena copied the whole buffer for every 4 kB it grew (scripts/patchMiniflare.mjs). These
// encode a config shaped like the shop's (a large module, then many small parts) with the miniflare
// mini-oxygen runs, and hand it to the real workerd.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {patchMiniflare} from '../../scripts/patchMiniflare.mjs';
import {answerOf, oneWorkerConfig, serializeConfig} from './workerdAnswer';

const scratch: string[] = [];
afterEach(() => {
  for (const directory of scratch.splice(0)) rmSync(directory, {recursive: true, force: true});
});

/** A worker of about `bytes` of code answering `answer`, with `bindings` text bindings after its code. */
function largeWorkerConfig(bytes: number, bindings: number, answer: string) {
  const filler = `// ${'x'.repeat(96)}\n`.repeat(Math.ceil(bytes / 100));
  return oneWorkerConfig(
    `${filler}export default { fetch(request, env) { return new Response(env.ANSWER) } }`,
    [
      ...Array.from({length: bindings}, (_, index) => ({
        name: `BINDING_${index}`,
        text: `value of binding ${index} `.repeat(4),
      })),
      {name: 'ANSWER', text: answer},
    ],
  );
}

/** The encoded config, and the bytes of every ArrayBuffer made while encoding it. */
function encodeCountingBuffers(config: unknown): {message: Buffer; allocated: number} {
  const RealArrayBuffer = globalThis.ArrayBuffer;
  let allocated = 0;
  globalThis.ArrayBuffer = new Proxy(RealArrayBuffer, {
    construct(target, args, newTarget) {
      allocated += Number(args[0] ?? 0);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  try {
    return {message: serializeConfig(config), allocated};
  } finally {
    globalThis.ArrayBuffer = RealArrayBuffer;
  }
}

describe("miniflare's config encoder", () => {
  it('copies a large worker a bounded number of times, not once for every 4 kB that follows it', () => {
    // 2 MB of code, then about 200 kB of bindings: growing 4 kB at a time would copy the 2 MB some 50
    // times over (100 MB); doubling allocates a few times the message.
    const {message, allocated} = encodeCountingBuffers(largeWorkerConfig(2_000_000, 2_000, 'ok'));
    expect(message.length).toBeGreaterThan(2_000_000);
    expect(allocated / message.length).toBeLessThan(8);
  });

  it('writes a config workerd runs: the large worker answers with its last binding', async () => {
    const message = serializeConfig(largeWorkerConfig(2_000_000, 2_000, 'encoded whole'));
    expect(await answerOf(message)).toBe('encoded whole');
  });
});

describe('scripts/patchMiniflare.mjs', () => {
  const ORIGINAL = [
    'function allocate$1(minSize, segments, s) {',
    '  const srcBuffer = segments.length > 0 ? segments[0].buffer : s.buffer;',
    '  s.buffer = new ArrayBuffer(srcBuffer.byteLength + minSize);',
    '}',
  ].join('\n');

  function fileWith(text: string): string {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'wildroot-miniflare-'));
    scratch.push(directory);
    const file = path.join(directory, 'index.js');
    writeFileSync(file, text);
    return file;
  }

  it('makes the arena grow at least twofold, once', () => {
    const file = fileWith(ORIGINAL);
    expect(patchMiniflare(file)).toBe('patched');
    const patched = readFileSync(file, 'utf8');
    expect(patched).toContain('Math.max(srcBuffer.byteLength * 2, srcBuffer.byteLength + minSize)');
    expect(patchMiniflare(file)).toBe('already patched');
    expect(readFileSync(file, 'utf8')).toBe(patched);
  });

  it('leaves an encoder it does not recognise as it is', () => {
    const other = ORIGINAL.replace('srcBuffer.byteLength + minSize', 'grow(srcBuffer, minSize)');
    const file = fileWith(other);
    expect(patchMiniflare(file)).toBe('not recognised');
    expect(readFileSync(file, 'utf8')).toBe(other);
  });
});

// V8 flags for the workerd that mini-oxygen (miniflare) starts. workerd reads them from its config
// (`Config.v8Flags`, a Cap'n Proto message that miniflare writes to workerd's stdin), and miniflare
// never sets them; scripts/workerd-tied.sh passes that message through `withV8Flags` on its way.
//
// Why: open-source workerd gives its isolates no heap limit, so under steady load V8 keeps growing the
// heap instead of collecting it, and the native memory behind each request (bodies, headers, the
// objects of each cross-worker call) is only freed when V8 collects their JavaScript wrappers. A bounded
// heap, as Oxygen and Cloudflare Workers give each isolate, makes V8 collect in time (docs/performance.md,
// "workerd's memory").
//
// Only what this needs of the Cap'n Proto encoding (https://capnproto.org/encoding.html): the stream
// framing, struct, list and far pointers. The flags go in a segment of their own, reached from the
// root struct's third pointer through a far pointer, so nothing miniflare wrote moves.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const WORD = 8;
/** `Config.v8Flags` is the root struct's pointer number 2 (`v8Flags @2 :List(Text)`). */
const V8_FLAGS_POINTER = 2;
const STRUCT_POINTER = 0;
const LIST_POINTER = 1;
const FAR_POINTER = 2;
const BYTE_ELEMENTS = 2;
const POINTER_ELEMENTS = 6;

/**
 * The heap each isolate of the local workerd may use, in MB: Oxygen's (and Cloudflare Workers') limit
 * per isolate is 128 MB, so a page that needs more fails here first, as it would in production.
 */
export const OLD_SPACE_MB = 128;
export const WORKERD_V8_FLAGS = [`--max-old-space-size=${OLD_SPACE_MB}`];

/** @param {Buffer} message */
function readSegments(message) {
  if (message.length < 8) throw new Error('Not a Cap\'n Proto message: too short');
  const count = message.readUInt32LE(0) + 1;
  const tableBytes = Math.ceil(((count + 1) * 4) / WORD) * WORD;
  const segments = [];
  let offset = tableBytes;
  for (let index = 0; index < count; index += 1) {
    const words = message.readUInt32LE(4 + index * 4);
    const end = offset + words * WORD;
    if (end > message.length) throw new Error('Not a Cap\'n Proto message: a segment runs past the end');
    segments.push(message.subarray(offset, end));
    offset = end;
  }
  return segments;
}

/** @param {Buffer[]} segments */
function writeMessage(segments) {
  const tableBytes = Math.ceil(((segments.length + 1) * 4) / WORD) * WORD;
  const table = Buffer.alloc(tableBytes);
  table.writeUInt32LE(segments.length - 1, 0);
  segments.forEach((segment, index) => table.writeUInt32LE(segment.length / WORD, 4 + index * 4));
  return Buffer.concat([table, ...segments]);
}

/** The two halves of a pointer word, as unsigned 32-bit numbers. */
function pointerAt(segment, word) {
  return {low: segment.readUInt32LE(word * WORD), high: segment.readUInt32LE(word * WORD + 4)};
}

/**
 * Where the root struct is: its segment, the word its data section starts at, and its section sizes.
 * @param {Buffer[]} segments
 */
function findRootStruct(segments) {
  let segmentId = 0;
  let word = 0;
  let pointer = pointerAt(segments[0], 0);
  if ((pointer.low & 3) === FAR_POINTER) {
    if (pointer.low & 4) throw new Error('A double-far root pointer is not supported');
    segmentId = pointer.high;
    word = pointer.low >>> 3;
    const segment = segments[segmentId];
    if (!segment) throw new Error('The root pointer names a missing segment');
    pointer = pointerAt(segment, word);
  }
  if ((pointer.low & 3) !== STRUCT_POINTER) throw new Error('The root is not a struct');
  const offset = pointer.low >> 2;
  return {
    segmentId,
    dataStart: word + 1 + offset,
    dataWords: pointer.high & 0xffff,
    pointerCount: pointer.high >>> 16,
  };
}

/**
 * The message with `Config.v8Flags` set to `flags`. Throws when the message already has V8 flags (they
 * would be replaced without anyone knowing) or does not look like a workerd config.
 * @param {Buffer} message a Cap'n Proto stream-framed message whose root is a workerd `Config`
 * @param {string[]} flags
 */
export function withV8Flags(message, flags) {
  if (flags.length === 0) return message;
  const segments = readSegments(message);
  const root = findRootStruct(segments);
  if (root.pointerCount <= V8_FLAGS_POINTER) {
    throw new Error('The config struct has no room for v8Flags: not a workerd config?');
  }
  const rootSegment = Buffer.from(segments[root.segmentId]);
  const slot = (root.dataStart + root.dataWords + V8_FLAGS_POINTER) * WORD;
  if (rootSegment.readBigUInt64LE(slot) !== 0n) throw new Error('The config already sets v8Flags');

  // The new segment: a landing pad (a list pointer to what follows it), the list of text pointers,
  // then each flag as NUL-terminated bytes padded to a whole word.
  const texts = flags.map((flag) => Buffer.from(`${flag}\0`, 'utf8'));
  const textWords = texts.map((text) => Math.ceil(text.length / WORD));
  const listStart = 1;
  const totalWords = listStart + flags.length + textWords.reduce((sum, words) => sum + words, 0);
  const added = Buffer.alloc(totalWords * WORD);
  const listPointer = (offsetWords, elementSize, count) => ({
    low: ((offsetWords << 2) | LIST_POINTER) >>> 0,
    high: ((count << 3) | elementSize) >>> 0,
  });
  const put = (word, {low, high}) => {
    added.writeUInt32LE(low, word * WORD);
    added.writeUInt32LE(high, word * WORD + 4);
  };
  put(0, listPointer(0, POINTER_ELEMENTS, flags.length));
  let textWord = listStart + flags.length;
  texts.forEach((text, index) => {
    const pointerWord = listStart + index;
    put(pointerWord, listPointer(textWord - (pointerWord + 1), BYTE_ELEMENTS, text.length));
    text.copy(added, textWord * WORD);
    textWord += textWords[index];
  });

  // The root struct's slot: a far pointer to the landing pad at word 0 of the new segment.
  const newSegmentId = segments.length;
  rootSegment.writeUInt32LE(FAR_POINTER, slot);
  rootSegment.writeUInt32LE(newSegmentId, slot + 4);
  const rewritten = segments.map((segment, index) => (index === root.segmentId ? rootSegment : segment));
  return writeMessage([...rewritten, added]);
}

/**
 * The V8 flags of a config message (empty when it sets none): enough of a reader for the tests and
 * for checking what a running workerd was given.
 * @param {Buffer} message
 * @returns {string[]}
 */
export function readV8Flags(message) {
  const segments = readSegments(message);
  const root = findRootStruct(segments);
  if (root.pointerCount <= V8_FLAGS_POINTER) return [];
  /** Follows a (possibly far) pointer to a list: its segment, first element word, size and count. */
  const resolveList = (segmentId, word) => {
    let segment = segments[segmentId];
    let pointer = pointerAt(segment, word);
    if (pointer.low === 0 && pointer.high === 0) return null;
    if ((pointer.low & 3) === FAR_POINTER) {
      if (pointer.low & 4) throw new Error('Double-far pointers are not supported');
      segmentId = pointer.high;
      word = pointer.low >>> 3;
      segment = segments[segmentId];
      pointer = pointerAt(segment, word);
    }
    if ((pointer.low & 3) !== LIST_POINTER) throw new Error('Expected a list pointer');
    return {
      segmentId,
      start: word + 1 + (pointer.low >> 2),
      elementSize: pointer.high & 7,
      count: pointer.high >>> 3,
    };
  };
  const list = resolveList(root.segmentId, root.dataStart + root.dataWords + V8_FLAGS_POINTER);
  if (!list) return [];
  if (list.elementSize !== POINTER_ELEMENTS) throw new Error('v8Flags is not a list of texts');
  return Array.from({length: list.count}, (_, index) => {
    const text = resolveList(list.segmentId, list.start + index);
    if (!text) return '';
    const bytes = segments[text.segmentId].subarray(text.start * WORD, text.start * WORD + text.count);
    return bytes.subarray(0, Math.max(0, bytes.length - 1)).toString('utf8');
  });
}

// `node scripts/workerdConfig.mjs <in> <out>`: the config in `<in>` with the V8 flags, written to `<out>`
// (what scripts/workerd-tied.sh runs before it starts workerd).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    console.error('usage: node scripts/workerdConfig.mjs <config in> <config out>');
    process.exit(2);
  }
  writeFileSync(output, withV8Flags(readFileSync(input), WORKERD_V8_FLAGS));
}

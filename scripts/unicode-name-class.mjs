// Prints the Postgres regular-expression bracket bodies for "a letter or a combining mark" (Unicode L and M),
// the characters the opt-out form's name rule accepts (/^[\p{L}\p{M} '’-]+$/u in app/features/consent/optOutForm.server.ts),
// and for "a letter" (Unicode L), of which a name needs at least one (/\p{L}/u there).
// Postgres has no \p{...} and its [[:alpha:]] follows the database locale (ASCII only under C), so the
// migration spells the ranges out. Regenerate with `node scripts/unicode-name-class.mjs` when Node's Unicode
// version moves; tests/integration/supabase-form-rules.test.ts compares every code point with the database.
export function letterOrMarkRanges() {
  return rangesOf(/[\p{L}\p{M}]/u);
}

/** Unicode L alone: the "at least one letter" rule of the same names (/\p{L}/u). */
export function letterRanges() {
  return rangesOf(/\p{L}/u);
}

/** @param {RegExp} pattern a one-character class */
function rangesOf(pattern) {
  /** @type {Array<[number, number]>} */
  const ranges = [];
  let start = -1;
  for (let code = 0; code <= 0x110000; code++) {
    const yes =
      code < 0x110000 && !(code >= 0xd800 && code <= 0xdfff) && pattern.test(String.fromCodePoint(code));
    if (yes && start < 0) start = code;
    if (!yes && start >= 0) {
      ranges.push([start, code - 1]);
      start = -1;
    }
  }
  return ranges;
}

/** @param {number} code */
const escape = (code) =>
  code <= 0xffff
    ? `\\u${code.toString(16).padStart(4, '0')}`
    : `\\U${code.toString(16).padStart(8, '0')}`;

export function letterOrMarkBracketBody() {
  return bracketBody(letterOrMarkRanges());
}

export function letterBracketBody() {
  return bracketBody(letterRanges());
}

/** @param {Array<[number, number]>} ranges */
function bracketBody(ranges) {
  return ranges
    .map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`))
    .join('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Unicode ${process.versions.unicode}`);
  console.log(`letters and marks:\n${letterOrMarkBracketBody()}`);
  console.log(`letters:\n${letterBracketBody()}`);
}

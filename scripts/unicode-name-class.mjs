// Prints the Postgres regular-expression bracket body for "a letter or a combining mark" (Unicode L and M),
// the characters the opt-out form's name rule accepts (/^[\p{L}\p{M} '’-]+$/u in app/features/consent/optOutForm.server.ts).
// Postgres has no \p{...} and its [[:alpha:]] follows the database locale (ASCII only under C), so the
// migration spells the ranges out. Regenerate with `node scripts/unicode-name-class.mjs` when Node's Unicode
// version moves; tests/integration/supabase-form-rules.test.ts compares every code point with the database.
export function letterOrMarkRanges() {
  const letterOrMark = /[\p{L}\p{M}]/u;
  /** @type {Array<[number, number]>} */
  const ranges = [];
  let start = -1;
  for (let code = 0; code <= 0x110000; code++) {
    const yes =
      code < 0x110000 && !(code >= 0xd800 && code <= 0xdfff) && letterOrMark.test(String.fromCodePoint(code));
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
  return letterOrMarkRanges()
    .map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`))
    .join('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Unicode ${process.versions.unicode}`);
  console.log(letterOrMarkBracketBody());
}

// Copy as a reader sees it, for the claim rules: "C\u200bures" and "Сures" (Cyrillic С) read as "Cures" on
// the page, so the rules must read them so too. The database does the same before its own claim check
// (private.claim_text in supabase/migrations; tests/integration/supabase-form-rules.test.ts compares the two
// on every character below). Only the check reads this text; the copy is stored and shown as written.

/** Characters that render as nothing: format characters (Cf) and the other default-ignorable ones. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Letters of other scripts drawn like a Latin letter in common fonts, by the Latin letter they pass for:
 * Cyrillic, Greek, Armenian and IPA look-alikes. NFKC has already folded fullwidth and other compatibility
 * forms. Escaped because the point of each is that it cannot be told from the Latin letter by eye.
 */
export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430\u03b1\u0251',
  c: '\u0441',
  d: '\u0501',
  e: '\u0435',
  g: '\u0261',
  h: '\u04bb\u0570',
  i: '\u0456\u03b9\u0131\u0269',
  j: '\u0458\u03f3\u0237',
  l: '\u04cf',
  n: '\u0578',
  o: '\u043e\u03bf\u0585',
  p: '\u0440\u03c1',
  q: '\u051b',
  s: '\u0455',
  u: '\u057d\u03c5',
  v: '\u03bd',
  w: '\u051d',
  x: '\u0445\u03c7',
  y: '\u0443\u04af\u03b3',
  A: '\u0410\u0391',
  B: '\u0412\u0392',
  C: '\u0421',
  E: '\u0415\u0395',
  H: '\u041d\u0397\u04ba',
  I: '\u0406\u0399\u04c0',
  J: '\u0408\u037f',
  K: '\u041a\u039a',
  M: '\u041c\u039c',
  N: '\u039d',
  O: '\u041e\u039f',
  P: '\u0420\u03a1',
  Q: '\u051a',
  S: '\u0405',
  T: '\u0422\u03a4',
  W: '\u051c',
  X: '\u0425\u03a7',
  Y: '\u0423\u04ae\u03a5',
  Z: '\u0396',
};

const LATIN_OF = new Map(
  Object.entries(LOOK_ALIKES).flatMap(([latin, lookAlikes]) =>
    Array.from(lookAlikes, (lookAlike) => [lookAlike, latin] as const),
  ),
);

const ANY_LOOK_ALIKE = new RegExp(`[${[...LATIN_OF.keys()].join('')}]`, 'gu');

/** `text` in NFKC, without invisible characters, with look-alike letters read as Latin ones. */
export function normaliseClaimText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(ANY_LOOK_ALIKE, (char) => LATIN_OF.get(char) ?? char);
}

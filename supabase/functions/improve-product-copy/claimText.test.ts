import assert from 'node:assert/strict';
import {LOOK_ALIKES, normaliseClaimText} from '../_shared/claimText.ts';

Deno.test('normaliseClaimText folds compatibility forms (NFKC): fullwidth letters, ligatures, odd spaces', () => {
  assert.equal(normaliseClaimText('\uff23\uff55\uff52\uff45\uff53'), 'Cures');
  assert.equal(normaliseClaimText('\ufb01ghts\u00a0acne'), 'fights acne');
});

Deno.test('normaliseClaimText drops every format (Cf) and default-ignorable character', () => {
  const invisible: string[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(char)) invisible.push(char);
  }
  assert.ok(invisible.length > 100, `only ${invisible.length} invisible characters`);
  assert.equal(normaliseClaimText(`C${invisible.join('')}ures`), 'Cures');
});

Deno.test('normaliseClaimText reads Cyrillic, Greek and other look-alikes as the Latin letters they copy', () => {
  assert.equal(normaliseClaimText('\u0421ur\u0435s \u0430nxi\u0435ty'), 'Cures anxiety');
  assert.equal(normaliseClaimText('\u03a1r\u0435v\u0435nts'), 'Prevents');
  for (const [latin, lookAlikes] of Object.entries(LOOK_ALIKES)) {
    for (const char of lookAlikes) assert.equal(normaliseClaimText(char), latin, `U+${char.codePointAt(0)?.toString(16)}`);
  }
});

Deno.test('normaliseClaimText leaves plain text and other scripts alone', () => {
  const plain = 'Rich, whipped shea — 100 % natural, 4 oz (113 g).\nCured for six weeks.';
  assert.equal(normaliseClaimText(plain), plain);
  assert.equal(normaliseClaimText('\u0448\u043b\u044e\u0437 \u03bb\u03ac\u03bc\u03c8\u03b7'), '\u0448\u043b\u044e\u0437 \u03bb\u03ac\u03bc\u03c8\u03b7');
});

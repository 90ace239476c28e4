import assert from 'node:assert/strict';
import {findProhibitedClaims} from '../_shared/claims.ts';
import {ALLOWED_CLAIM_TEXTS} from './claimExamples.ts';

const FLAGGED: [text: string, reason: string][] = [
  ['Cure stress forever with one capsule a day.', 'disease claim'],
  ['Treats acne overnight.', 'disease claim'],
  ['Helps prevent the common cold and flu.', 'disease claim'],
  ['Eliminates anxiety', 'disease claim'],
  ['Relieves joint pain fast', 'disease claim'],
  ['Our FDA-approved formula', 'claims FDA approval'],
  ['Approved by the FDA for daily use', 'claims FDA approval'],
  ['A powerful anti-inflammatory serum', 'drug-like claim'],
  ['Boosts collagen production while you sleep', 'drug-like claim'],
  ['Medical-grade care for your skin', 'drug-like claim'],
  ['Clinically proven to fix cortisol', 'unqualified clinical claim'],
];

for (const [text, reason] of FLAGGED) {
  Deno.test(`findProhibitedClaims flags ${JSON.stringify(text)} (${reason})`, () => {
    const warnings = findProhibitedClaims(text);
    assert.ok(warnings.length > 0, 'no warning');
    assert.ok(
      warnings.some((warning) => warning.includes(`(${reason})`)),
      `no ${reason} among ${JSON.stringify(warnings)}`,
    );
  });
}

Deno.test('findProhibitedClaims quotes the offending phrase', () => {
  assert.deepEqual(findProhibitedClaims('Guaranteed to cure stress forever.'), [
    'Claim not allowed for US cosmetics or supplements (disease claim): "cure stress forever"',
  ]);
});

for (const text of ALLOWED_CLAIM_TEXTS) {
  Deno.test(`findProhibitedClaims lets ${JSON.stringify(text)} through`, () => {
    assert.deepEqual(findProhibitedClaims(text), []);
  });
}

Deno.test('findProhibitedClaims reports each phrase once', () => {
  assert.equal(findProhibitedClaims('FDA approved. FDA approved!').length, 1);
});

/** Claims that read as plain English on the page but hide from a plain match: each must still be flagged. */
const DISGUISED: [text: string, phrase: string][] = [
  ['C\u200bures anxiety and insomnia.', 'Cures anxiety and insomnia'],
  ['Cu\u00adres stress forever', 'Cures stress forever'],
  ['Tr\u2060eats a\u200dcne\ufeff overnight.', 'Treats acne'],
  ['Tr\u0435ats \u0430cne overnight.', 'Treats acne'],
  ['\u03a1revents the flu', 'Prevents the flu'],
  ['\uff23\uff55\uff52\uff45\uff53 anxiety', 'Cures anxiety'],
  ['Our FD\u0410\u200b-approved formula', 'FDA-approved'],
  ['A \u202eclinically\u202c proven serum', 'clinically proven'],
];

for (const [text, phrase] of DISGUISED) {
  Deno.test(`findProhibitedClaims sees through ${JSON.stringify(text)}`, () => {
    const warnings = findProhibitedClaims(text);
    assert.ok(
      warnings.some((warning) => warning.endsWith(`: "${phrase}"`)),
      `no warning quoting "${phrase}" among ${JSON.stringify(warnings)}`,
    );
  });
}

Deno.test('findProhibitedClaims lets allowed copy through when it carries format characters', () => {
  assert.deepEqual(findProhibitedClaims('Cured\u200b for six weeks for a long-lasting bar'), []);
  assert.deepEqual(findProhibitedClaims('Tr\u0435at yourself to a slow Sunday evening'), []);
});

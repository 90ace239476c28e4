import assert from 'node:assert/strict';
import {findProhibitedClaims} from '../_shared/claims.ts';

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

const ALLOWED = [
  'Cured for six weeks for a long-lasting bar',
  'An air-cured bar with a creamy lather',
  'Leaves skin looking brighter and feeling soft',
  'Supports a balanced response to everyday stress*',
  'Supports normal immune function',
  'Treat yourself to a slow Sunday evening',
  '*These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
  'Clinically proven in a 2024 study of 40 adults to improve the look of dryness',
];

for (const text of ALLOWED) {
  Deno.test(`findProhibitedClaims lets ${JSON.stringify(text)} through`, () => {
    assert.deepEqual(findProhibitedClaims(text), []);
  });
}

Deno.test('findProhibitedClaims reports each phrase once', () => {
  assert.equal(findProhibitedClaims('FDA approved. FDA approved!').length, 1);
});

// Test data, not used by the function: copy the claim rules must let through, checked by claims.test.ts
// here (findProhibitedClaims) and by tests/integration/supabase-form-rules.test.ts (the same rules in SQL).

/**
 * Wording near a prohibited claim that is allowed: cured soap, structure/function claims, the supplement
 * disclaimer, a clinical claim that names its study.
 */
export const ALLOWED_CLAIM_TEXTS = [
  'Cured for six weeks for a long-lasting bar',
  'An air-cured bar with a creamy lather',
  'Leaves skin looking brighter and feeling soft',
  'Supports a balanced response to everyday stress*',
  'Supports normal immune function',
  'Treat yourself to a slow Sunday evening',
  '*These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
  'Clinically proven in a 2024 study of 40 adults to improve the look of dryness',
];

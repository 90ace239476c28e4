/**
 * The claim, fact and length checks of improve-product-copy, run on copy an admin edits: the very same code
 * (supabase/functions/_shared, which the function imports too), so an edit meets exactly the rules
 * generated copy meets.
 */
import {
  locateWarnings,
  validateCopy,
  type LocatedWarning,
  type MarketingCopy,
} from '../../../supabase/functions/_shared/copyValidation.ts';
import {extractPreservedFacts, formatPreservedSpecs} from '../../../supabase/functions/_shared/facts.ts';

export type {CopyField, LocatedWarning, WarningPlace} from '../../../supabase/functions/_shared/copyValidation.ts';
export type EditedCopy = MarketingCopy;

/** The function's warnings for `copy` of the product described by `description`. */
export function copyWarnings({
  copy,
  description,
  preservedSpecs,
}: {
  copy: EditedCopy;
  description: string;
  preservedSpecs: string | null;
}): string[] {
  const facts = extractPreservedFacts(description);
  return validateCopy({
    copy,
    facts,
    preservedSpecs: preservedSpecs ?? formatPreservedSpecs(facts),
    originalDescription: description,
  }).map((warning) => warning.message);
}

/** The stored warnings of `copy`, each placed on the lines that cause it. */
export function placeWarnings({
  copy,
  warnings,
  description,
}: {
  copy: EditedCopy;
  warnings: readonly string[];
  description: string;
}): LocatedWarning[] {
  return locateWarnings({
    copy,
    warnings,
    facts: extractPreservedFacts(description),
    originalDescription: description,
  });
}

/** An override's current copy in the checks' shape. */
export function copyOfOverride(override: {
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
}): EditedCopy {
  return {
    hook: override.marketing_hook ?? '',
    benefits: (override.marketing_benefits ?? '').split(/\r?\n|\r/).map((line) => line.trim()).filter(Boolean),
    perfectFor: override.marketing_perfect_for ?? '',
  };
}

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

/**
 * The function's warnings for `copy` of the product described by `description`: exactly what
 * improve-product-copy computes for the same text, because the inputs are the same. The preserved facts are
 * read from the description as the function reads them, never from a stored `preserved_specs` (a record
 * written by hand or by an older writer would otherwise warn about facts no edit touched, and keep warning
 * after the edit was undone). So the same text always gets the same warnings.
 */
export function copyWarnings({copy, description}: {copy: EditedCopy; description: string}): string[] {
  const facts = extractPreservedFacts(description);
  return validateCopy({
    copy,
    facts,
    preservedSpecs: formatPreservedSpecs(facts),
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

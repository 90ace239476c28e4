// Checks on product copy and the confidence score derived from them. Shared by improve-product-copy (on the
// copy it writes) and the admin page (app/features/admin-copy, on copy an admin edits), so an edit is held to
// exactly the rules generated copy is. Imports only from functions/_shared.

import {findProhibitedClaims} from './claims.ts';
import {checkCopyAgainstFacts, checkPreservedSpecs, type PreservedFacts} from './facts.ts';

export interface MarketingCopy {
  hook: string;
  benefits: string[];
  perfectFor: string;
}

export type Writer = 'local' | 'model';

export type WarningKind = 'fact' | 'claim' | 'length' | 'empty';

export interface ValidationWarning {
  kind: WarningKind;
  message: string;
}

/** Lengths in characters (inclusive) that read well on the product page. */
export const COPY_LIMITS = {
  hook: {min: 20, max: 180},
  benefit: {min: 10, max: 140},
  benefitCount: {min: 3, max: 8},
  perfectFor: {min: 20, max: 240},
} as const;

/** What each warning costs; a clean model result scores 1, a clean local (template) result 0.85. */
export const CONFIDENCE_BASE: Record<Writer, number> = {model: 1, local: 0.85};
export const CONFIDENCE_PENALTY: Record<WarningKind, number> = {
  fact: 0.3,
  claim: 0.35,
  empty: 0.25,
  length: 0.05,
};

function lengthWarning(field: string, text: string, limits: {min: number; max: number}) {
  const length = Array.from(text).length;
  if (length < limits.min) {
    return `${field} is too short: ${length} characters (at least ${limits.min})`;
  }
  if (length > limits.max) {
    return `${field} is too long: ${length} characters (at most ${limits.max})`;
  }
  return null;
}

export function validateCopy({
  copy,
  facts,
  preservedSpecs,
  originalDescription,
}: {
  copy: MarketingCopy;
  facts: PreservedFacts;
  preservedSpecs: string;
  originalDescription: string;
}): ValidationWarning[] {
  const warnings: ValidationWarning[] = [];
  const add = (kind: WarningKind, message: string | null) => {
    if (message) warnings.push({kind, message});
  };

  const hook = copy.hook.trim();
  const perfectFor = copy.perfectFor.trim();
  const benefits = copy.benefits.map((line) => line.trim()).filter(Boolean);

  if (!hook) add('empty', 'Marketing hook is empty');
  else add('length', lengthWarning('Marketing hook', hook, COPY_LIMITS.hook));

  if (benefits.length === 0) add('empty', 'Marketing benefits are empty');
  else {
    const {min, max} = COPY_LIMITS.benefitCount;
    if (benefits.length < min || benefits.length > max) {
      add('length', `Marketing benefits have ${benefits.length} lines (expected ${min} to ${max})`);
    }
    benefits.forEach((line, index) =>
      add('length', lengthWarning(`Benefit ${index + 1}`, line, COPY_LIMITS.benefit)),
    );
  }

  if (!perfectFor) add('empty', 'Perfect for is empty');
  else add('length', lengthWarning('Perfect for', perfectFor, COPY_LIMITS.perfectFor));

  const copyText = [hook, ...benefits, perfectFor].join('\n');
  for (const message of findProhibitedClaims(copyText)) add('claim', message);
  for (const message of checkPreservedSpecs(facts, preservedSpecs)) add('fact', message);
  for (const message of checkCopyAgainstFacts(copyText, originalDescription, facts)) {
    add('fact', message);
  }
  return warnings;
}

/** 0..1 with three decimals (the column is numeric(4,3)): the writer's base minus each warning's cost. */
export function confidenceScore(writer: Writer, warnings: readonly ValidationWarning[]): number {
  const penalty = warnings.reduce((sum, warning) => sum + CONFIDENCE_PENALTY[warning.kind], 0);
  const score = Math.min(1, Math.max(0, CONFIDENCE_BASE[writer] - penalty));
  return Math.round(score * 1000) / 1000;
}

export type CopyField = 'hook' | 'benefits' | 'perfectFor';

/** Where a warning points: a field, and for benefits the line (0-based, blank lines left out). */
export interface WarningPlace {
  field: CopyField;
  line: number | null;
}

export interface LocatedWarning {
  message: string;
  places: WarningPlace[];
}

/**
 * Places each of `warnings` (validateCopy's messages for `copy`) on the lines that cause it, by running the
 * same checks on each line alone: a claim or an amount in benefit 3 points at benefit 3. A warning no single
 * line causes (a preserved fact, a claim spread over two lines) has no place and is shown for the whole copy.
 */
export function locateWarnings({
  copy,
  warnings,
  facts,
  originalDescription,
}: {
  copy: MarketingCopy;
  warnings: readonly string[];
  facts: PreservedFacts;
  originalDescription: string;
}): LocatedWarning[] {
  const hook = copy.hook.trim();
  const perfectFor = copy.perfectFor.trim();
  const benefits = copy.benefits.map((line) => line.trim()).filter(Boolean);
  const lineChecks = (text: string) => [
    ...findProhibitedClaims(text),
    ...checkCopyAgainstFacts(text, originalDescription, facts),
  ];
  const parts: Array<{place: WarningPlace; messages: Array<string | null>}> = [
    {
      place: {field: 'hook', line: null},
      messages: hook
        ? [lengthWarning('Marketing hook', hook, COPY_LIMITS.hook), ...lineChecks(hook)]
        : ['Marketing hook is empty'],
    },
    {
      place: {field: 'benefits', line: null},
      messages: [
        benefits.length === 0 ? 'Marketing benefits are empty' : null,
        `Marketing benefits have ${benefits.length} lines (expected ${COPY_LIMITS.benefitCount.min} to ${COPY_LIMITS.benefitCount.max})`,
      ],
    },
    ...benefits.map((line, index) => ({
      place: {field: 'benefits' as const, line: index},
      messages: [lengthWarning(`Benefit ${index + 1}`, line, COPY_LIMITS.benefit), ...lineChecks(line)],
    })),
    {
      place: {field: 'perfectFor', line: null},
      messages: perfectFor
        ? [lengthWarning('Perfect for', perfectFor, COPY_LIMITS.perfectFor), ...lineChecks(perfectFor)]
        : ['Perfect for is empty'],
    },
  ];
  return [...new Set(warnings)].map((message) => ({
    message,
    places: parts.filter((part) => part.messages.includes(message)).map((part) => part.place),
  }));
}

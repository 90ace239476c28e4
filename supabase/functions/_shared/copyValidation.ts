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

/** The words a warning quotes: the text as the reader sees it, cut after 60 characters. */
function quote(text: string): string {
  const chars = Array.from(text);
  return `"${chars.length > 60 ? `${chars.slice(0, 60).join('')}…` : text}"`;
}

// Every warning names its rule first and then the words it is about, so an editor can find them; the same
// text always gives the same messages (they depend on nothing but the text and the product's description).

function lengthWarning(field: string, text: string, limits: {min: number; max: number}) {
  const length = Array.from(text).length;
  if (length < limits.min) {
    return `Length rule: ${field} is too short, ${length} characters (at least ${limits.min}): ${quote(text)}`;
  }
  if (length > limits.max) {
    return `Length rule: ${field} is too long, ${length} characters (at most ${limits.max}): ${quote(text)}`;
  }
  return null;
}

function emptyWarning(field: string) {
  return `Required field rule: ${field} is empty`;
}

function benefitCountWarning(benefits: readonly string[]) {
  const {min, max} = COPY_LIMITS.benefitCount;
  if (benefits.length >= min && benefits.length <= max) return null;
  return `Benefit count rule: ${benefits.length} benefit ${benefits.length === 1 ? 'line' : 'lines'} (expected ${min} to ${max}): ${benefits.map(quote).join(', ')}`;
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

  if (!hook) add('empty', emptyWarning('Marketing hook'));
  else add('length', lengthWarning('Marketing hook', hook, COPY_LIMITS.hook));

  if (benefits.length === 0) add('empty', emptyWarning('Marketing benefits'));
  else {
    add('length', benefitCountWarning(benefits));
    benefits.forEach((line, index) =>
      add('length', lengthWarning(`Benefit ${index + 1}`, line, COPY_LIMITS.benefit)),
    );
  }

  if (!perfectFor) add('empty', emptyWarning('Perfect for'));
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
        : [emptyWarning('Marketing hook')],
    },
    {
      place: {field: 'benefits', line: null},
      messages: [
        benefits.length === 0 ? emptyWarning('Marketing benefits') : null,
        benefits.length === 0 ? null : benefitCountWarning(benefits),
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
        : [emptyWarning('Perfect for')],
    },
  ];
  return [...new Set(warnings)].map((message) => ({
    message,
    places: parts.filter((part) => part.messages.includes(message)).map((part) => part.place),
  }));
}

// The product facts that generated copy must never touch: ingredients, product information lines, usage,
// warnings and footnotes, exactly as the product page's parser finds them. They are stored as
// `preserved_specs`, a plain text the same parser reads back into the same facts.

import {
  descriptionToText,
  parseProductDescription,
  type ProductInformationItem,
  type UsageSection,
  type WarningSection,
} from './descriptionParser.ts';

export interface PreservedFacts {
  ingredients: string | null;
  productInformation: ProductInformationItem[];
  usage: UsageSection[];
  warnings: WarningSection[];
  footnotes: string[];
}

export function extractPreservedFacts(description: string): PreservedFacts {
  const parsed = parseProductDescription(description);
  return {
    ingredients: parsed.ingredients,
    productInformation: parsed.productInformation,
    usage: parsed.usageSections,
    warnings: parsed.warnings,
    footnotes: parsed.footnotes,
  };
}

export function hasFacts(facts: PreservedFacts): boolean {
  return (
    facts.ingredients !== null ||
    facts.productInformation.length > 0 ||
    facts.usage.length > 0 ||
    facts.warnings.length > 0 ||
    facts.footnotes.length > 0
  );
}

/**
 * The facts as labelled paragraphs ("Ingredients: ...", "Serving size: ...", "How to use: ...",
 * "Caution: ...", "*footnote"), in that order. Parsing the result gives the same facts back.
 */
export function formatPreservedSpecs(facts: PreservedFacts): string {
  const paragraphs: string[] = [];
  if (facts.ingredients) paragraphs.push(`Ingredients: ${facts.ingredients}`);
  if (facts.productInformation.length > 0) {
    paragraphs.push(facts.productInformation.map(({label, value}) => `${label}: ${value}`).join('\n'));
  }
  for (const {label, text} of facts.usage) paragraphs.push(`${label}: ${text}`);
  for (const {header, text} of facts.warnings) paragraphs.push(`${header}: ${text}`);
  if (facts.footnotes.length > 0) {
    paragraphs.push(facts.footnotes.map((footnote) => `*${footnote}`).join('\n'));
  }
  return paragraphs.join('\n\n');
}

function describeItems<T>(items: readonly T[], key: (item: T) => string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const item of items) {
    const [name, value] = [key(item), JSON.stringify(item)];
    map.set(name, [...(map.get(name) ?? []), value]);
  }
  return map;
}

function compareSection<T>(
  section: string,
  expected: readonly T[],
  actual: readonly T[],
  key: (item: T) => string,
): string[] {
  const want = describeItems(expected, key);
  const got = describeItems(actual, key);
  const warnings: string[] = [];
  for (const [name, values] of want) {
    const found = got.get(name);
    if (!found) warnings.push(`Preserved fact missing: ${section} (${name})`);
    else if (found.join('\n') !== values.join('\n'))
      warnings.push(`Preserved fact altered: ${section} (${name})`);
  }
  return warnings;
}

/**
 * Reads `preservedSpecs` back with the product page's parser and reports every fact of `facts` that is
 * missing from it or reads differently.
 */
export function checkPreservedSpecs(facts: PreservedFacts, preservedSpecs: string): string[] {
  const stored = extractPreservedFacts(preservedSpecs);
  const warnings: string[] = [];
  if (facts.ingredients !== null) {
    if (stored.ingredients === null) warnings.push('Preserved fact missing: Ingredients');
    else if (stored.ingredients !== facts.ingredients)
      warnings.push('Preserved fact altered: Ingredients');
  }
  warnings.push(
    ...compareSection('Product information', facts.productInformation, stored.productInformation, (i) => i.label),
    ...compareSection('Usage', facts.usage, stored.usage, (u) => u.label),
    ...compareSection('Warnings', facts.warnings, stored.warnings, (w) => w.header),
  );
  const storedFootnotes = new Set(stored.footnotes);
  for (const footnote of facts.footnotes) {
    if (!storedFootnotes.has(footnote)) warnings.push(`Preserved fact missing: Footnote "${footnote}"`);
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------
// Facts restated in the marketing copy

const UNIT = String.raw`(?:fl\.?\s*oz|oz|ounces?|kg|g|grams?|mg|mcg|µg|ml|lbs?|capsules?|gummies|tablets?|softgels?|servings?|scoops?|drops?|%)`;
const AMOUNT = new RegExp(String.raw`(?<![\w.])(\d+(?:[.,]\d+)?)\s*(${UNIT})(?![\w])`, 'gi');

function normaliseUnit(unit: string): string {
  const lower = unit.toLowerCase().replace(/\s+/g, '').replace('.', '');
  if (lower === 'ounce' || lower === 'ounces') return 'oz';
  if (lower === 'gram' || lower === 'grams') return 'g';
  if (lower === 'lbs') return 'lb';
  if (lower === 'µg') return 'mcg';
  return lower.replace(/s$/, '').replace(/ie$/, 'y');
}

/** "4.5 oz", "128 g", "60 capsules", "92%": every amount in a text, normalised. */
function amounts(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(AMOUNT)) {
    found.add(`${(match[1] ?? '').replace(',', '.')} ${normaliseUnit(match[2] ?? '')}`);
  }
  return found;
}

const ANIMAL_INGREDIENT =
  /\b(honey|mel|beeswax|cera alba|goat milk|milk|lanolin|carmine|collagen|gelatin|tallow|lard|whey|casein|eggs?|royal jelly|propolis)\b/i;

/**
 * Facts the copy restates differently from the product: an amount (size, count, percentage) the
 * description never states, or "vegan" for a product with animal-derived ingredients.
 */
export function checkCopyAgainstFacts(
  copyText: string,
  originalDescription: string,
  facts: PreservedFacts,
): string[] {
  const warnings: string[] = [];
  const known = amounts(descriptionToText(originalDescription));
  for (const amount of amounts(copyText)) {
    if (!known.has(amount)) {
      warnings.push(`Fact altered in copy: "${amount}" is not stated anywhere in the product's facts`);
    }
  }
  const animal = facts.ingredients ? ANIMAL_INGREDIENT.exec(facts.ingredients) : null;
  if (animal && /\bvegan\b/i.test(copyText)) {
    warnings.push(
      `Fact altered in copy: the copy calls the product vegan, but its ingredients include ${animal[1]?.toLowerCase()}`,
    );
  }
  return warnings;
}

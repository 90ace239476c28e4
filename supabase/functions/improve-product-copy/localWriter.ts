// The local writer: deterministic marketing copy built only from the product's own words, used when no
// language model is configured. Plain, but it never invents a fact: every sentence is the description's,
// an ingredient name from its list, or a fixed line about the kind of product.

import {parseProductDescription} from '../_shared/descriptionParser.ts';
import {COPY_LIMITS, type MarketingCopy} from '../_shared/copyValidation.ts';

/** Stock and batch news date quickly and is no benefit. */
const AVAILABILITY = /\b(?:sold out|in stock|out of stock|restock\w*|waiting on|pre-?orders?|bundles?|this batch|paused)\b/i;

const SENTENCE_END = /(?<=[.!?]\*?)\s+(?=["'“‘(]?[A-Z])/;

function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function fits(text: string, limits: {min: number; max: number}): boolean {
  const length = Array.from(text).length;
  return length >= limits.min && length <= limits.max;
}

/** Lines of the description's body that read as list items (no sentence punctuation, short). */
function listItems(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/[.!?:]$/.test(line) && fits(line, COPY_LIMITS.benefit));
}

const SUPPORTING_INGREDIENT =
  /\b(?:aqua|water|sodium hydroxide|potassium hydroxide|glycerin|citric acid|xanthan|tocopherol|cellulose|rice flour|pectin|sugar|syrup|flavou?r|colou?r|juice concentrate|preservative|emulsifying)\b/i;

/** Everyday names of the key ingredients: "Olea Europaea (Olive) Fruit Oil" → "olive fruit oil". */
export function keyIngredientNames(ingredients: string | null, limit = 3): string[] {
  if (!ingredients) return [];
  const main = ingredients.split(/\.\s+Other ingredients:/i)[0] ?? '';
  const names: string[] = [];
  for (const raw of main.replace(/\.$/, '').split(/,(?![^(]*\))/)) {
    const item = raw.trim();
    if (!item || SUPPORTING_INGREDIENT.test(item)) continue;
    const common = /\(([^)]+)\)\s*(.*)$/.exec(item);
    let name: string;
    if (common && !/^(?:as |capsule|color)/i.test(common[1] ?? '')) {
      const inner = (common[1] ?? '').trim();
      const rest = (common[2] ?? '').trim();
      // "(Withania somnifera) root extract": the Latin name is in brackets, the common one before it.
      const latinInBrackets = /^[A-Z][a-z]+ [a-z]+$/.test(inner);
      name = latinInBrackets
        ? `${item.slice(0, common.index).trim()} ${rest}`
        : `${inner} ${rest}`;
    } else {
      name = item.replace(/\s*\([^)]*\)/g, '');
    }
    name = name
      .replace(/^organic\s+/i, '')
      .split(/\s+/)
      .filter(Boolean)
      // "Vitamin C" keeps its capital C; "Shea Butter" reads "shea butter".
      .map((word) => (word.length > 1 && word !== word.toUpperCase() ? word.toLowerCase() : word))
      .join(' ');
    if (name && name.split(' ').length <= 4 && !names.includes(name)) names.push(name);
    if (names.length === limit) break;
  }
  return names;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface PerfectForRule {
  pattern: RegExp;
  text: string;
}

/** "Perfect for" by kind of product, matched on the title; the first rule that matches wins. */
const PERFECT_FOR: readonly PerfectForRule[] = [
  {
    pattern: /gift set|gift box/i,
    text: 'Birthdays, thank-yous and anyone who deserves a little botanical pampering.',
  },
  {
    pattern: /capsules?|gummies|powder|tablets?|supplement/i,
    text: 'Adults who want a simple daily botanical supplement as part of a balanced routine.',
  },
  {
    pattern: /soap saver|sponge/i,
    text: 'Anyone building a gentler, lower-waste bathroom routine, one small swap at a time.',
  },
  {
    pattern: /soap/i,
    text: 'Anyone who wants a gentle, long-lasting bar for everyday hand and body washing.',
  },
  {
    pattern: /mask/i,
    text: 'A weekly self-care ritual: a few quiet minutes for skin that looks fresh and feels clean.',
  },
  {
    pattern: /scrub|steamer|bath/i,
    text: 'Slow evenings and long showers, when you want your routine to feel like a treat.',
  },
  {
    pattern: /serum|face oil|toner|cleansing/i,
    text: 'Daily face routines that want a lightweight botanical step, morning or night.',
  },
  {
    pattern: /cream|butter|balm|salve|body oil|lotion/i,
    text: 'Skin that wants rich, comforting moisture, especially when the weather turns dry.',
  },
];

const FALLBACK_BENEFITS = [
  'Thoughtfully made with botanical ingredients',
  'Made in small batches for freshness',
  'Simple to fit into your everyday routine',
];

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Marketing copy from the product's own title and description. */
export function writeLocalCopy({
  productTitle,
  originalDescription,
}: {
  productTitle: string;
  originalDescription: string;
}): MarketingCopy {
  const parsed = parseProductDescription(originalDescription);
  const bodySentences = sentences(parsed.body).filter(
    (sentence) => /[.!?]$/.test(sentence) && !AVAILABILITY.test(sentence),
  );

  const hook =
    bodySentences.find((sentence) => fits(sentence, COPY_LIMITS.hook)) ??
    `${productTitle}, made with botanical ingredients you can name.`;

  const benefits: string[] = [];
  const push = (line: string | undefined) => {
    const text = line?.trim();
    if (
      text &&
      benefits.length < 6 &&
      fits(text, COPY_LIMITS.benefit) &&
      !benefits.includes(text) &&
      text !== hook
    )
      benefits.push(text);
  };

  for (const item of listItems(parsed.body).slice(0, 3)) push(item);
  const ingredients = keyIngredientNames(parsed.ingredients);
  if (ingredients.length > 0) push(`Made with ${listInWords(ingredients)}`);
  const usage = parsed.usageSections[0];
  if (usage) {
    const first = sentences(usage.text)[0];
    if (first) push(`Easy to use: ${lowerFirst(first)}`);
  }
  for (const sentence of bodySentences) {
    if (benefits.length >= 4) break;
    push(sentence);
  }
  for (const line of FALLBACK_BENEFITS) {
    if (benefits.length >= COPY_LIMITS.benefitCount.min) break;
    push(line);
  }

  const rule = PERFECT_FOR.find(({pattern}) => pattern.test(productTitle));
  const perfectFor =
    rule?.text ??
    `Anyone looking for ${/^[aeiou]/i.test(productTitle) ? 'an' : 'a'} ${productTitle} made with botanical ingredients.`;

  return {hook, benefits, perfectFor};
}

/**
 * Product description parsing (SPEC.md 5, "Description parsing"): the description, HTML or plain text,
 * becomes plain text split into the sections the product page shows in its tabs.
 *
 * Shared by the product page (re-exported from app/features/product/descriptionParser.ts) and the improve-product-copy
 * Edge Function, so the facts the function preserves are exactly the ones the page shows. Keep it free of
 * imports: Edge Functions may import only from their own folder and functions/_shared.
 */

export type ProductInformationLabel =
  | 'Flavor'
  | 'Manufacturer'
  | 'Serving size'
  | 'Servings per container'
  | 'Product amount'
  | 'Amount'
  | 'Gross weight';

export interface ProductInformationItem {
  label: ProductInformationLabel;
  value: string;
}

export type UsageLabel = 'Suggested use' | 'Directions' | 'How to use';

export interface UsageSection {
  label: UsageLabel;
  text: string;
}

export type WarningHeader = 'Caution' | 'Warning' | 'Storage';

export interface WarningSection {
  header: WarningHeader;
  text: string;
}

export interface ParsedDescription {
  /** The ingredient list without its label, or null when the description has none. */
  ingredients: string | null;
  productInformation: ProductInformationItem[];
  /** Usage texts without their labels, in document order. */
  usage: string[];
  /** The same usage texts with the label each was written under. */
  usageSections: UsageSection[];
  /** One entry per header, ordered Caution, Warning, then the rest (Storage) as first seen. */
  warnings: WarningSection[];
  footnotes: string[];
  /** Everything no section consumed: paragraphs separated by a blank line, lines by a line break. */
  body: string;
}

/** Shown on the Ingredients tab when the description carries no ingredient list. */
export const INGREDIENTS_FALLBACK_NOTICE =
  'The full ingredient list is printed on the product packaging. If you have a question about an ingredient or an allergy, our support team is happy to help.';

/** Shown when there is no active copy override, or the override has no benefits. No medical claims. */
export const DEFAULT_BENEFITS = [
  'Made with thoughtfully sourced botanical ingredients',
  'Handcrafted in small batches for freshness',
  'Cruelty-free: never tested on animals',
  'Made in the USA',
  'Backed by our 30-day money-back guarantee',
] as const;

export const MAX_BENEFITS = 8;
export const TEASER_LENGTH = 120;

// ---------------------------------------------------------------------------------------------
// Markup to plain text

/** A tag's attributes; no "<" inside, so a stray "<" costs a scan to the next one, never to the end. */
const TAG_BODY = String.raw`(?:[^<>"']|"[^<"]*"|'[^<']*')*`;
const TAG = new RegExp(String.raw`<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b${TAG_BODY}>`, 'g');
/** Layout elements mark real HTML; plain text may contain a stray "<b>" but keeps its own line breaks. */
const HTML_LAYOUT = new RegExp(
  String.raw`<\/?(?:p|br|div|li|ul|ol|h[1-6]|table|tr|section|article|blockquote)\b${TAG_BODY}>`,
  'i',
);
/** Elements dropped together with their content: their text is code or markup, never copy. */
const HIDDEN_ELEMENTS = new RegExp(
  String.raw`<(script|style|noscript|template|iframe|object|svg)\b${TAG_BODY}>[\s\S]*?(?:<\/\1\s*>|$)`,
  'gi',
);
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const PARAGRAPH_ELEMENTS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'table',
  'section',
  'article',
  'blockquote',
  'header',
  'footer',
  'figure',
  'dl',
  'hr',
]);
/** What a list item's line starts with in the text; LEADING_BULLET takes it off again before a label. */
export const LIST_BULLET = '•';
const LIST_ITEM = new RegExp(`^${LIST_BULLET} `);
/** A line's text without the bullet a list item was given: sections read the words, the body keeps the list. */
const withoutListBullet = (line: string) => line.replace(LIST_ITEM, '');
/** Elements that start a new line; their closing tag adds nothing, so list items stay one paragraph. */
const LINE_ELEMENTS = new Set(['li', 'tr', 'dt', 'dd']);
const HEADING = /^h[1-6]$/;
/** A private-use marker for a heading's end, resolved after all tags are replaced. */
const HEADING_END = '\ue000';
const HEADING_END_AND_BREAKS = /\ue000[\s\ue000]*/g;

// Pairs in an array literal, not Object.entries(): bundlers can tell this initializer has no side
// effects, so pages that use only teaser() do not carry the table.
const NAMED_ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['hellip', '…'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bull', '•'],
  ['middot', '·'],
  ['deg', '°'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
]);
const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g;
/** Runs of spaces and other horizontal whitespace; a single plain space is left alone (it is already normal). */
const HORIZONTAL_SPACE =
  /(?: {2,}|[\t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000])[ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]*/g;
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;

function tagToBreak(_tag: string, closing: string, rawName: string): string {
  const name = rawName.toLowerCase();
  if (name === 'br') return '\n';
  // A list item keeps its bullet, so the page can show the list as a list (LIST_ITEM below).
  if (name === 'li') return closing ? '' : `\n${LIST_BULLET} `;
  if (LINE_ELEMENTS.has(name)) return closing ? '' : '\n';
  if (PARAGRAPH_ELEMENTS.has(name)) return '\n\n';
  // A heading stays on the line above the paragraph it introduces ("How to use" + its text).
  if (HEADING.test(name)) return closing ? HEADING_END : '\n\n';
  if (name === 'td' || name === 'th') return ' ';
  return '';
}

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  }
  return NAMED_ENTITIES.get(body.toLowerCase()) ?? entity;
}

/**
 * Plain text from a description: markup removed (scripts and styles with their content), entities decoded
 * once, whitespace normalised. Lines are separated by "\n", paragraphs by "\n\n". The result is text to
 * render as text: a decoded "&lt;b&gt;" stays the literal characters "<b>".
 */
export function descriptionToText(input: string): string {
  let text = input
    .replace(/\r\n?/g, '\n')
    .replace(/\ue000/g, '')
    .replace(COMMENT, '')
    .replace(HIDDEN_ELEMENTS, '');
  // In HTML a source line break is only whitespace; the elements decide where lines break.
  if (HTML_LAYOUT.test(text)) text = text.replace(/\n/g, ' ');
  text = text
    .replace(TAG, tagToBreak)
    .replace(HEADING_END_AND_BREAKS, '\n')
    .replace(ENTITY, decodeEntity)
    .replace(INVISIBLE, '');
  return text
    .split('\n')
    .map((line) => line.replace(HORIZONTAL_SPACE, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Labels

interface LabelRule<L> {
  pattern: RegExp;
  label: L;
}

/** Longer labels first, so 'Amount' never takes 'Product amount' and 'Serving size' never 'Servings ...'. */
const INFO_RULES: LabelRule<ProductInformationLabel>[] = [
  {pattern: /^servings\s+per\s+container/i, label: 'Servings per container'},
  {pattern: /^serving\s+size/i, label: 'Serving size'},
  {pattern: /^product\s+amount/i, label: 'Product amount'},
  {pattern: /^gross\s+weight/i, label: 'Gross weight'},
  {pattern: /^bruto\s+weight/i, label: 'Gross weight'},
  {pattern: /^manufacturer/i, label: 'Manufacturer'},
  {pattern: /^flavou?r/i, label: 'Flavor'},
  {pattern: /^amount/i, label: 'Amount'},
];

const USAGE_RULES: LabelRule<UsageLabel>[] = [
  {pattern: /^suggested\s+us(?:e|age)/i, label: 'Suggested use'},
  {pattern: /^directions(?:\s+for\s+use)?/i, label: 'Directions'},
  {pattern: /^how\s+to\s+use/i, label: 'How to use'},
];

const WARNING_RULES: LabelRule<WarningHeader>[] = [
  {pattern: /^cautions?/i, label: 'Caution'},
  {pattern: /^warnings?/i, label: 'Warning'},
  {pattern: /^storage(?:\s+instructions)?/i, label: 'Storage'},
];

type IngredientsLabel = 'Ingredients' | 'Other ingredients';

const INGREDIENT_RULES: LabelRule<IngredientsLabel>[] = [
  {pattern: /^ingredients?/i, label: 'Ingredients'},
  {pattern: /^other\s+ingredients?/i, label: 'Other ingredients'},
];

/** After a label: a colon or dash, whitespace (when allowed), or the end of the line (a heading). */
const SEPARATOR_OR_SPACE = /^(?:\s*[:\-–—]\s*|\s+|$)/;
const SEPARATOR_ONLY = /^(?:\s*[:\-–—]\s*|\s*$)/;
const LEADING_BULLET = /^[•·▪●◦-]\s+/;

interface LabelMatch<L> {
  label: L;
  rest: string;
}

function matchLabel<L>(
  line: string,
  rules: readonly LabelRule<L>[],
  separator = SEPARATOR_OR_SPACE,
): LabelMatch<L> | null {
  const candidate = line.replace(LEADING_BULLET, '');
  for (const rule of rules) {
    const found = rule.pattern.exec(candidate);
    if (!found) continue;
    const after = candidate.slice(found[0].length);
    const sep = separator.exec(after);
    if (!sep) continue;
    return {label: rule.label, rest: after.slice(sep[0].length).trim()};
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Ingredient heuristics for blocks without an 'Ingredients:' label

const INGREDIENT_WORD =
  /\b(?:oils?|butters?|extracts?|water|aqua|glycerine?|acids?|vitamins?|powders?|roots?|lea(?:f|ves)|seeds?|flowers?|wax|beeswax|clays?|salts?|sugars?|capsules?|cellulose|juice|tocopherol|sodium|hydroxide|kaolin)\b/i;
/** Ingredient lists read as short comma-separated noun phrases, not as sentences. */
const MAX_MEAN_WORDS_PER_ITEM = 6;
const SENTENCE_BREAK = /[.!?]\s+[A-Z]/;
/** Words of a sentence addressed to someone; a label's list of ingredients does not use them. */
const PROSE_WORD = /\b(?:we|our|us|you|your|it|its|is|are|was|will|makes?|so|this|these|that)\b/i;

function commaCount(text: string): number {
  return text.split(',').length - 1;
}

/**
 * A block without a label counts as an ingredient list when it has two or more commas, ingredient-like
 * words in at least two of its items, short items, and no sentence break or prose words. These checks keep
 * marketing prose ("olive oil makes a creamy, low-fuss lather, while ...") out of the Ingredients tab.
 */
export function looksLikeIngredientList(text: string): boolean {
  if (commaCount(text) < 2 || SENTENCE_BREAK.test(text) || PROSE_WORD.test(text)) return false;
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const withIngredientWord = items.filter((item) => INGREDIENT_WORD.test(item)).length;
  if (withIngredientWord < 2) return false;
  const words = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0);
  return words / items.length <= MAX_MEAN_WORDS_PER_ITEM;
}

// ---------------------------------------------------------------------------------------------
// Parsing

type Segment =
  | {
      kind: 'ingredients';
      label: IngredientsLabel;
      order: number;
      block: number;
      raw: string[];
      lines: string[];
    }
  | {kind: 'usage'; label: UsageLabel; order: number; block: number; raw: string[]; lines: string[]}
  | {
      kind: 'warning';
      label: WarningHeader;
      order: number;
      block: number;
      raw: string[];
      lines: string[];
    };

interface BodyRun {
  order: number;
  block: number;
  lines: string[];
}

function startSegment(line: string, order: number, block: number): Segment | null {
  const ingredients = matchLabel(line, INGREDIENT_RULES, SEPARATOR_ONLY);
  if (ingredients) {
    return {
      kind: 'ingredients',
      label: ingredients.label,
      order,
      block,
      raw: [line],
      lines: lineList(ingredients.rest),
    };
  }
  const usage = matchLabel(line, USAGE_RULES);
  if (usage)
    return {
      kind: 'usage',
      label: usage.label,
      order,
      block,
      raw: [line],
      lines: lineList(usage.rest),
    };
  const warning = matchLabel(line, WARNING_RULES);
  if (warning)
    return {
      kind: 'warning',
      label: warning.label,
      order,
      block,
      raw: [line],
      lines: lineList(warning.rest),
    };
  return null;
}

function lineList(text: string): string[] {
  return text ? [text] : [];
}

/** Wrapped lines of one paragraph join with a space; one item per line (a list) joins with a comma. */
function joinIngredientLines(lines: readonly string[]): string {
  return lines
    .map((line, index) => (index < lines.length - 1 && !/[,;:.]$/.test(line) ? `${line},` : line))
    .join(' ');
}

function segmentText(segment: Segment): string {
  return segment.kind === 'ingredients'
    ? joinIngredientLines(segment.lines)
    : segment.lines.join(' ');
}

/** Joins two texts as sentences, adding a full stop when the first has no closing punctuation. */
function joinSentences(texts: readonly string[]): string {
  return texts
    .map((text, index) => (index < texts.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text))
    .join(' ');
}

const WARNING_ORDER: readonly WarningHeader[] = ['Caution', 'Warning'];

function mergeWarnings(segments: readonly Segment[]): WarningSection[] {
  const merged = new Map<WarningHeader, string[]>();
  for (const segment of segments) {
    if (segment.kind !== 'warning') continue;
    const text = segmentText(segment);
    if (!text) continue;
    const texts = merged.get(segment.label);
    if (texts) texts.push(text);
    else merged.set(segment.label, [text]);
  }
  const rank = (header: WarningHeader) => {
    const index = WARNING_ORDER.indexOf(header);
    return index === -1 ? WARNING_ORDER.length : index;
  };
  // Array.prototype.sort is stable, so headers of equal rank keep their first-seen order.
  return [...merged.entries()]
    .map(([header, texts]) => ({header, text: joinSentences(texts)}))
    .sort((a, b) => rank(a.header) - rank(b.header));
}

interface IngredientsChoice {
  text: string | null;
  /** Segments the ingredients consumed; other ingredient segments go back to the body. */
  used: Set<Segment>;
  /** The body run taken as an unlabelled ingredient list, if any. */
  usedRun: BodyRun | null;
}

function chooseIngredients(
  segments: readonly Segment[],
  runs: readonly BodyRun[],
): IngredientsChoice {
  const labelled = segments.filter(
    (segment): segment is Extract<Segment, {kind: 'ingredients'}> =>
      segment.kind === 'ingredients' && segmentText(segment) !== '',
  );
  const [first, ...rest] = labelled;
  if (first) {
    const texts = [segmentText(first)];
    const used = new Set<Segment>([first]);
    // A supplement label often lists 'Other ingredients' in a paragraph of its own.
    if (first.label === 'Ingredients') {
      for (const segment of rest) {
        if (segment.label !== 'Other ingredients') continue;
        texts.push(`Other ingredients: ${segmentText(segment)}`);
        used.add(segment);
      }
    }
    return {text: joinSentences(texts), used, usedRun: null};
  }
  const textOf = (run: BodyRun) => run.lines.map(withoutListBullet).join(' ');
  const run = runs.find((candidate) => looksLikeIngredientList(textOf(candidate)));
  return {text: run ? textOf(run) : null, used: new Set(), usedRun: run ?? null};
}

function bodyText(parts: readonly BodyRun[]): string {
  const sorted = [...parts].sort((a, b) => a.order - b.order);
  const paragraphs: {block: number; lines: string[]}[] = [];
  for (const part of sorted) {
    const last = paragraphs[paragraphs.length - 1];
    if (last && last.block === part.block) last.lines.push(...part.lines);
    else paragraphs.push({block: part.block, lines: [...part.lines]});
  }
  return paragraphs.map((paragraph) => paragraph.lines.join('\n')).join('\n\n');
}

/** Splits a product description (descriptionHtml or plain text) into the product page's sections. */
export function parseProductDescription(input: string): ParsedDescription {
  const blocks = descriptionToText(input)
    .split(/\n{2,}/)
    .map((block) => block.split('\n').filter((line) => line !== ''))
    .filter((lines) => lines.length > 0);

  const segments: Segment[] = [];
  const runs: BodyRun[] = [];
  const productInformation: ProductInformationItem[] = [];
  const footnotes: string[] = [];
  let order = 0;
  // A label alone at the end of a paragraph ("Ingredients:") takes the next paragraph as its text.
  let awaitingText: Segment | null = null;

  blocks.forEach((lines, block) => {
    let current: Segment | null = awaitingText;
    awaitingText = null;
    let run: string[] = [];
    const endRun = () => {
      if (run.length > 0) runs.push({order: order++, block, lines: run});
      run = [];
    };

    for (const line of lines) {
      const footnote = /^\*+\s*(.*)$/.exec(withoutListBullet(line));
      if (footnote) {
        endRun();
        current = null;
        const text = footnote[1]?.trim();
        if (text) footnotes.push(text);
        continue;
      }
      const info = matchLabel(line, INFO_RULES);
      if (info?.rest) {
        endRun();
        current = null;
        productInformation.push({label: info.label, value: info.rest});
        continue;
      }
      const segment = startSegment(line, order, block);
      if (segment) {
        endRun();
        order++;
        segments.push(segment);
        current = segment;
        continue;
      }
      if (current) {
        current.lines.push(withoutListBullet(line));
        current.raw.push(line);
      } else {
        run.push(line);
      }
    }
    endRun();
    if (current && current.lines.length === 0) awaitingText = current;
  });

  const ingredients = chooseIngredients(segments, runs);
  const usageSections = segments.flatMap((segment) =>
    segment.kind === 'usage' && segment.lines.length > 0
      ? [{label: segment.label, text: segmentText(segment)}]
      : [],
  );
  const unusedIngredientSegments = segments.filter(
    (segment) =>
      segment.kind === 'ingredients' && !ingredients.used.has(segment) && segment.lines.length > 0,
  );

  return {
    ingredients: ingredients.text,
    productInformation,
    usage: usageSections.map((section) => section.text),
    usageSections,
    warnings: mergeWarnings(segments),
    footnotes,
    body: bodyText([
      ...runs.filter((candidate) => candidate !== ingredients.usedRun),
      ...unusedIngredientSegments.map(({order: at, block, raw}) => ({
        order: at,
        block,
        lines: raw,
      })),
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// Teaser

/**
 * The product page's short description: at most `limit` characters (plus '…' when cut). The cut moves back
 * to the last space when one exists in the final 20 characters, so words stay whole.
 */
export function teaser(text: string, limit = TEASER_LENGTH): {text: string; truncated: boolean} {
  const normalised = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(normalised);
  if (chars.length <= limit) return {text: normalised, truncated: false};

  let cut = chars.slice(0, limit).join('');
  const next = chars[limit];
  if (next !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0 && Array.from(cut.slice(0, lastSpace)).length >= limit - 20)
      cut = cut.slice(0, lastSpace);
  }
  return {text: `${cut.replace(/[\s,;:.–—-]+$/, '')}…`, truncated: true};
}

// ---------------------------------------------------------------------------------------------
// Copy overrides

export interface ProductCopyOverride {
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
  /** Rows are read with override_active = true; an explicit false here is treated as no override. */
  override_active?: boolean | null;
}

export interface ProductCopy {
  hook: string | null;
  benefits: string[];
  perfectFor: string | null;
  source: 'override' | 'default';
}

const BENEFIT_BULLET = /^(?:(?:[-–—•·▪●◦*+>✓✔✅☑]|\d{1,2}[.)](?=\s))\s*)+/u;

/** marketing_benefits is newline-separated; bullets, blank lines and surrounding spaces are dropped. */
export function splitBenefits(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim().replace(BENEFIT_BULLET, '').trim())
    .filter(Boolean);
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** The marketing copy for the product page: the active override's, else the default benefits. */
export function productCopy(override: ProductCopyOverride | null | undefined): ProductCopy {
  if (!override || override.override_active === false) {
    return {hook: null, benefits: [...DEFAULT_BENEFITS], perfectFor: null, source: 'default'};
  }
  const benefits = splitBenefits(override.marketing_benefits).slice(0, MAX_BENEFITS);
  return {
    hook: blankToNull(override.marketing_hook),
    // An override without benefit lines would leave the checklist empty; the defaults fill it.
    benefits: benefits.length > 0 ? benefits : [...DEFAULT_BENEFITS],
    perfectFor: blankToNull(override.marketing_perfect_for),
    source: 'override',
  };
}

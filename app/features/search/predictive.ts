import type {MoneyLike} from '~/lib/money';

/** What `/api/predictive-search` answers, and the header's combobox lists. */
export interface PredictiveResults {
  /** Suggested searches; `styledText` is Shopify's HTML with the typed part in `<mark>`. */
  queries: {text: string; styledText: string}[];
  products: {
    id: string;
    title: string;
    handle: string;
    imageUrl: string | null;
    /** The product's price story, as its card tells it (PriceStory). */
    price: MoneyLike;
    from: MoneyLike | null;
  }[];
  collections: {id: string; title: string; handle: string}[];
}

export type PredictiveOption =
  | {kind: 'query'; id: string; label: string; href: string; styledText: string}
  | {
      kind: 'product';
      id: string;
      label: string;
      href: string;
      imageUrl: string | null;
      price: MoneyLike;
      from: MoneyLike | null;
    }
  | {kind: 'collection'; id: string; label: string; href: string};

/**
 * The listbox's options in the order they are shown and walked with the arrow keys: suggestions, then
 * products, then collections. Each carries the page it opens and a DOM id unique within the listbox.
 */
export function predictiveOptions(
  results: PredictiveResults,
  idPrefix: string,
): PredictiveOption[] {
  return [
    ...results.queries.map((query, index) => ({
      kind: 'query' as const,
      id: `${idPrefix}-q${index}`,
      label: query.text,
      styledText: query.styledText,
      href: `/search?${new URLSearchParams({q: query.text}).toString()}`,
    })),
    ...results.products.map((product, index) => ({
      kind: 'product' as const,
      id: `${idPrefix}-p${index}`,
      label: product.title,
      href: `/product/${product.handle}`,
      imageUrl: product.imageUrl,
      price: product.price,
      from: product.from,
    })),
    ...results.collections.map((collection, index) => ({
      kind: 'collection' as const,
      id: `${idPrefix}-c${index}`,
      label: collection.title,
      href: `/collections/${collection.handle}`,
    })),
  ];
}

/** The option the arrow keys move to: down from none is the first, wrapping at both ends. */
export function nextActiveIndex(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp',
): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The live region's sentence for a finished lookup. */
export function announceResults(count: number): string {
  if (count === 0) return 'No suggestions';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrow keys to browse`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Shopify's `styledText` (the suggestion with the typed part in `<mark>`) as plain text pieces, so it is
 * rendered as text and never as HTML; any other tag is dropped.
 */
export function markedParts(styledText: string): {text: string; marked: boolean}[] {
  const parts: {text: string; marked: boolean}[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let at = 0;
  const push = (html: string, marked: boolean) => {
    const text = decodeEntities(html.replace(/<[^>]*>/g, ''));
    if (text) parts.push({text, marked});
  };
  for (let match = pattern.exec(styledText); match; match = pattern.exec(styledText)) {
    push(styledText.slice(at, match.index), false);
    push(match[1] ?? '', true);
    at = match.index + match[0].length;
  }
  push(styledText.slice(at), false);
  return parts;
}

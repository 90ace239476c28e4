// The parser lives with the Edge Functions so improve-product-copy preserves exactly the facts the product
// page shows (a function may import only from its folder and functions/_shared).
export * from '../../../supabase/functions/_shared/descriptionParser';

import {
  INGREDIENTS_FALLBACK_NOTICE,
  teaser,
  type ParsedDescription,
} from '../../../supabase/functions/_shared/descriptionParser';

/**
 * What the product page shows of a parsed description, worked out on the server so the parser's code stays
 * out of the page's JavaScript: the teaser (SPEC.md: cut to 120 characters), the ingredients or the notice
 * that stands in for them, and the sections the tabs show (`usage` repeats `usageSections` and is left out).
 */
export interface ShownDescription extends Omit<ParsedDescription, 'ingredients' | 'usage'> {
  ingredients: string;
  teaser: ReturnType<typeof teaser>;
}

export function shownDescription({ingredients, usage: _usage, ...rest}: ParsedDescription): ShownDescription {
  return {...rest, ingredients: ingredients ?? INGREDIENTS_FALLBACK_NOTICE, teaser: teaser(rest.body)};
}

import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {PermalinkVariantsQuery} from 'storefrontapi.generated';
import {z} from 'zod';
import type {Notice} from '~/lib/notice';
import {parseForm} from '~/server/forms.server';
import {lazySchema} from '~/server/zod.server';
import {
  CART_UNAVAILABLE_MESSAGE,
  describeCartError,
  errorMessagesOf,
  graphqlFailureOf,
  providerFailure,
} from '~/lib/storefrontErrors';
import {settleAdd} from './cartCaps.server';
import type {AppCart} from './cartHandler.server';
import {addRefusal, CART_LINES_LIMIT_MESSAGE, cartUserErrorMessage} from './cartInput.server';
import {
  parseCartPermalink,
  type PermalinkChoice,
  type PermalinkChoiceItem,
  type PermalinkLine,
} from './cartPermalink';
import {cartLinePackLabel} from './cartLineLabel';
import {unitsPerItem} from './optimisticCart';
import {MAX_CART_LINES} from './cartRules';
import {readRootCart} from './rootCart.server';
import {
  applyDiscountLink,
  cartFromPermalink,
  PERMALINK_REFUSED_MESSAGE,
} from './shopifyCartLinks.server';

export type PermalinkPage =
  | {kind: 'redirect'; to: string; headers?: Headers; notice?: Notice}
  | {kind: 'problem'; status: number; message: string}
  | (PermalinkChoice & {status: number});

/** A choice sent without the cart it was made for (from another site, or the cart cookie is gone). */
export const PERMALINK_CHOICE_WITHOUT_CART_MESSAGE =
  "This choice didn't come with your cart, so nothing was changed. Open the cart link again to choose.";
export const PERMALINK_CART_CHANGED_MESSAGE =
  'Your cart changed while this page was open, so nothing was changed. Here it is as it is now.';

/** The choice page's form: the choice, and the cart it was shown for (cartToken). */
const PERMALINK_CHOICE_FORM = lazySchema(() =>
  z.object({
    intent: z.enum(['add', 'replace'], {
      error: 'Choose whether to add to your cart or replace it.',
    }),
    // Missing or wrong, it names no cart shown: the page is shown again (409).
    cart: z.string().max(64, PERMALINK_CART_CHANGED_MESSAGE).default(''),
  }),
);

type Context = AppLoadContext;

/**
 * A GET of `/cart/{variant}:{qty},…`. With no cart, or an empty one, Shopify's permalink as it is: a new
 * cart with the link's lines and straight to its checkout. With items in the cart, nothing changes: the
 * shopper is shown both and chooses (a link from any site must not empty a cart). A bad link is a 4xx page.
 * With `mayReplace` false (the page rendered after a choice) it only reads: no cart is a 403, never a cart.
 */
export async function openPermalink(
  context: Context,
  spec: string | undefined,
  discountCode: string | null,
  {mayReplace}: {mayReplace: boolean},
): Promise<PermalinkPage> {
  const parsed = parseCartPermalink(spec);
  if (!parsed.ok) return {kind: 'problem', status: 400, message: parsed.message};
  const held = await shopperCart(context);
  if (held === 'unreadable')
    return {kind: 'problem', status: 503, message: CART_UNAVAILABLE_MESSAGE};
  if (!held && !mayReplace) {
    return {kind: 'problem', status: 403, message: PERMALINK_CHOICE_WITHOUT_CART_MESSAGE};
  }
  if (!held) return replaceCart(context, spec, discountCode);
  return choicePage(context, parsed.lines, held, discountCode, 200);
}

/**
 * A POST from the choice page: `add` merges the link's lines into the cart (within the shop's caps),
 * `replace` is the permalink as Shopify has it. Only for the cart the page was shown for: a post without
 * the cart cookie (a cross-site post, which SameSite=Lax keeps it from) changes nothing and sets no cookie.
 */
export async function choosePermalink(
  context: Context,
  spec: string | undefined,
  discountCode: string | null,
  form: FormData | null,
): Promise<PermalinkPage> {
  const parsed = parseCartPermalink(spec);
  if (!parsed.ok) return {kind: 'problem', status: 400, message: parsed.message};
  const posted = parseForm(form, PERMALINK_CHOICE_FORM());
  if (!posted.ok) return {kind: 'problem', status: 400, message: posted.firstMessage};
  const {intent, cart: token} = posted.data;
  if (!context.cart.getCartId()) {
    return {kind: 'problem', status: 403, message: PERMALINK_CHOICE_WITHOUT_CART_MESSAGE};
  }
  const held = await shopperCart(context);
  if (held === 'unreadable')
    return {kind: 'problem', status: 503, message: CART_UNAVAILABLE_MESSAGE};
  // The cart emptied or went (an order placed in another tab): nothing is lost by starting a new one.
  if (!held) return replaceCart(context, spec, discountCode);
  if (token !== (await cartToken(held))) {
    return choicePage(
      context,
      parsed.lines,
      held,
      discountCode,
      409,
      PERMALINK_CART_CHANGED_MESSAGE,
    );
  }
  if (intent === 'replace') return replaceCart(context, spec, discountCode);
  return mergeIntoCart(context, parsed.lines, held, discountCode);
}

async function replaceCart(
  context: Context,
  spec: string | undefined,
  discountCode: string | null,
): Promise<PermalinkPage> {
  const outcome = await cartFromPermalink(context.cart, spec, discountCode);
  if (!outcome.ok) return {kind: 'problem', status: outcome.status, message: outcome.message};
  return {kind: 'redirect', to: outcome.checkoutUrl, headers: outcome.headers};
}

/** The shopper's cart when it holds items; null with no cart or an empty one. */
async function shopperCart(context: Context): Promise<AppCart | null | 'unreadable'> {
  if (!context.cart.getCartId()) return null;
  const {cart, cartError} = await readRootCart(context);
  if (cartError) return 'unreadable';
  return cart && cart.totalQuantity > 0 && cart.lines.edges.length > 0 ? cart : null;
}

/**
 * What the choice forms carry to name the cart they were shown for: a digest of the cart's id (which holds
 * its secret key, so another site cannot make it) and of when it last changed, so a choice made on a page
 * that no longer shows the cart as it is asks again.
 */
export async function cartToken(cart: Pick<AppCart, 'id' | 'updatedAt'>): Promise<string> {
  const bytes = new TextEncoder().encode(`${cart.id}\n${cart.updatedAt}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function choicePage(
  context: Context,
  lines: PermalinkLine[],
  cart: AppCart,
  discountCode: string | null,
  status: number,
  problem?: string,
): Promise<PermalinkPage> {
  let answer: PermalinkVariantsQuery;
  try {
    answer = await context.storefront.query(PERMALINK_VARIANTS_QUERY, {
      variables: {ids: lines.map((line) => line.merchandiseId)},
      cache: context.storefront.CacheNone(),
    });
  } catch (error) {
    console.error(error);
    return {
      kind: 'problem',
      status: 503,
      message: providerFailure(describeCartError(error)),
    };
  }
  const linkItems: PermalinkChoiceItem[] = [];
  for (const [index, line] of lines.entries()) {
    const variant = answer.nodes[index];
    // Unknown or sold out: the link cannot become what it promises, as when Shopify refuses its cart.
    if (!variant || !('availableForSale' in variant) || !variant.availableForSale) {
      return {kind: 'problem', status: 422, message: PERMALINK_REFUSED_MESSAGE};
    }
    linkItems.push(itemOf(variant, line.quantity, variant.id));
  }
  const cartItems = cart.lines.edges.map(({node}) =>
    itemOf(node.merchandise, node.quantity, node.id),
  );
  return {
    kind: 'choose',
    status,
    linkItems,
    cartItems,
    cartToken: await cartToken(cart),
    hasDiscountCode: discountCode !== null,
    ...(problem
      ? {
          notice: {
            kind: status === 409 ? 'info' : 'error',
            title: status === 409 ? 'Nothing changed' : 'Cart not updated',
            description: problem,
          },
        }
      : {}),
  };
}

function itemOf(
  variant: {
    id: string;
    title: string;
    price: {amount: string; currencyCode: string};
    selectedOptions: {name: string; value: string}[];
    product: {title: string; handle: string};
  },
  quantity: number,
  key: string,
): PermalinkChoiceItem {
  return {
    key,
    productTitle: variant.product.title,
    productHandle: variant.product.handle,
    pack: cartLinePackLabel(variant),
    quantity,
    units: unitsPerItem(variant),
    unitPrice: {amount: variant.price.amount, currencyCode: variant.price.currencyCode},
  };
}

/**
 * "Add to my cart": the link's lines join the cart's (an item already there gets the link's quantity on
 * top), held to the same caps as any add: refused whole, with the cart form's messages, when an item would
 * pass 99 or the cart 100 different items; and read back after, for adds that raced it.
 */
async function mergeIntoCart(
  context: Context,
  lines: PermalinkLine[],
  cart: AppCart,
  discountCode: string | null,
): Promise<PermalinkPage> {
  const refusal =
    lines.map((line) => addRefusal(cart, line)).find((message) => message !== null) ??
    (newLineCount(cart, lines) > MAX_CART_LINES ? CART_LINES_LIMIT_MESSAGE : null);
  if (refusal) return choicePage(context, lines, cart, discountCode, 400, refusal);

  try {
    const result = await context.cart.addLines(lines);
    const failure = graphqlFailureOf(result);
    if (failure) return {kind: 'problem', status: 502, message: providerFailure(failure)};
    const refused = errorMessagesOf(result.userErrors);
    if (refused.length > 0 || !result.cart) {
      const message = refused.length ? cartUserErrorMessage(refused) : PERMALINK_REFUSED_MESSAGE;
      return choicePage(context, lines, cart, discountCode, 400, message);
    }
    const settled = await settleAdd(context.cart, cart, lines);
    if (!settled.ok) return choicePage(context, lines, cart, discountCode, 400, settled.message);
    const headers = context.cart.setCartId(result.cart.id);
    const discount = discountCode ? await applyDiscountLink(context.cart, discountCode) : null;
    const description = ['The items from the link are in your cart.', discount?.notice.description]
      .filter(Boolean)
      .join(' ');
    return {
      kind: 'redirect',
      to: '/cart',
      headers,
      notice: {kind: 'success', title: 'Added to cart', description},
    };
  } catch (error) {
    console.error(error);
    return {kind: 'problem', status: 503, message: providerFailure(describeCartError(error))};
  }
}

/** How many lines the cart holds once the link's new items each take one. */
function newLineCount(cart: AppCart, lines: PermalinkLine[]) {
  const held = new Set(cart.lines.edges.map(({node}) => node.merchandise.id));
  return cart.lines.edges.length + lines.filter((line) => !held.has(line.merchandiseId)).length;
}

/** The link's variants as the choice page lists them (Shopify answers null for an id it does not have). */
const PERMALINK_VARIANTS_QUERY = `#graphql
  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          amount
          currencyCode
        }
        selectedOptions {
          name
          value
        }
        product {
          title
          handle
        }
      }
    }
  }
` as const;

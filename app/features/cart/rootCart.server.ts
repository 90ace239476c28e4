import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CART_UNREADABLE_MESSAGE,
  describeCartError,
  graphqlFailureOf,
  providerFailure,
} from '~/lib/storefrontErrors';
import type {AppCart} from './cartHandler.server';
import {pageForShopper, type CartTemplate} from '~/sharing/index.server';
import {shopperCart, type RootCartRead} from './rootCart';

export interface CartRead extends RootCartRead {
  cart: AppCart | null;
}

const reads = new WeakMap<AppLoadContext, Promise<CartRead>>();

/**
 * The shopper's cart as the root loader shows it, read once per request: a cart template (pageCache.server)
 * reads it before deciding whether the page must be rendered after all, and that render's root loader
 * then gets the same answer rather than asking Shopify again. A failing read is an empty cart with the
 * reason, which the cart page shows.
 */
export function readRootCart(context: AppLoadContext): Promise<CartRead> {
  let read = reads.get(context);
  if (!read) {
    read = context.cart.get().then(
      (cart) => {
        // A GraphQL error comes back as a cart with `errors` and no lines: the read failed.
        const failure = graphqlFailureOf(cart);
        if (failure)
          return {cart: null, cartError: providerFailure(failure, CART_UNREADABLE_MESSAGE)};
        // A cart id Shopify no longer knows: the order was placed (or the cart expired). It is empty now.
        if (!cart && context.cart.getCartId()) context.forgetCart();
        return {cart, cartError: null};
      },
      (error: unknown) => {
        console.error(error);
        return {
          cart: null,
          cartError: providerFailure(describeCartError(error), CART_UNREADABLE_MESSAGE),
        };
      },
    );
    reads.set(context, read);
  }
  return read;
}

/**
 * A shopper's page from the cart template, with their cart read filled in: only when this response sets
 * no cookie (a cart Shopify no longer knows is forgotten, which the read decides). Null otherwise, and the
 * page renders with the same context, whose root loader gets the same read.
 */
export function pageWithCart(
  context: AppLoadContext,
  template: () => Promise<CartTemplate | null>,
): Promise<Response | null> {
  return pageForShopper(
    readRootCart(context).then(shopperCart),
    template,
    () => !context.session.isPending && context.responseHeaders.cookies.length === 0,
  );
}

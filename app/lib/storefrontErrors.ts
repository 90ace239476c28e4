/** The spec's provider error texts (SPEC.md 8), and how a page explains a failed catalogue read. */
export const BILLING_MESSAGE =
  'Shopify API access requires an active billing plan. Please upgrade your store.';

export function httpErrorMessage(status: number) {
  return status === 402 ? BILLING_MESSAGE : `HTTP error! status: ${status}`;
}

export function graphqlErrorMessage(messages: readonly string[]) {
  return `Error calling Shopify: ${messages.join(', ')}`;
}

/** A change to a cart Shopify no longer has: its order was placed (or it expired), so it is empty now. */
export const CART_GONE_MESSAGE =
  'This cart was already checked out, so it is empty now. Add items again to start a new cart.';

/** The cart page when Shopify could not be asked for the cart (the alert above it gives the reason). */
export const CART_UNREADABLE_MESSAGE =
  "We couldn't load your cart just now. Nothing has been removed from it: please refresh the page or try again in a moment.";

export const FRIENDLY_RETRY_MESSAGE =
  "We couldn't load our products just now. Please refresh the page or try again in a moment.";

/**
 * What a shopper reads when a catalogue read failed, whatever the reason: the retry line. The spec's
 * provider texts (the billing plan on a 402, HTTP statuses, GraphQL errors) are for the shop's owner:
 * callers log the error, and the admin screens name Shopify (SPEC.md 8 leaves open how callers present
 * them; a shopper can neither upgrade the store's plan nor act on a status code).
 */
export function describeStorefrontError(_error: unknown): string {
  return FRIENDLY_RETRY_MESSAGE;
}

/** A cart change or read Shopify failed to answer (the spec's text for it is logged: providerFailure). */
export const CART_UNAVAILABLE_MESSAGE =
  "Our store didn't answer just now, so we can't confirm your cart. Please refresh the page or try again in a moment.";

/**
 * Logs the spec's provider text for a failed call (SPEC.md 8: 'HTTP error! status: 500', the billing
 * plan, 'Error calling Shopify: ...') and gives the shopper's words for it.
 */
export function providerFailure(specText: string, shopperText = CART_UNAVAILABLE_MESSAGE): string {
  console.error(specText);
  return shopperText;
}

/**
 * The spec's text for a failed cart call (SPEC.md 8). Hydrogen throws on a non-OK answer with
 * `API response error: {status}` in the message, and reports GraphQL errors as a list.
 */
export function describeCartError(error: unknown): string {
  // No answer in time (providerDeadline.server) reads as the gateway timeout a proxy would have given.
  if (error instanceof Error && error.name === 'ProviderTimeoutError') return httpErrorMessage(504);
  const message = error instanceof Error ? error.message : String(error);
  const status = /API response error: (\d{3})/.exec(message)?.[1];
  if (status) return httpErrorMessage(Number(status));
  if (/\b402\b|billing|payment required/i.test(message)) return BILLING_MESSAGE;
  const cause =
    error instanceof Error ? (error.cause as {errors?: unknown} | undefined) : undefined;
  const listed = errorMessagesOf(cause?.errors);
  return graphqlErrorMessage(listed.length > 0 ? listed : [message || 'no answer']);
}

/**
 * The spec's message when a Storefront answer carries GraphQL errors (HTTP 200, but the provider failed:
 * a cart read or change without a cart), else null. Shopify's refusals (`userErrors`) are not failures.
 */
export function graphqlFailureOf(result: {errors?: unknown} | null | undefined): string | null {
  const problems = errorMessagesOf(result?.errors);
  return problems.length > 0 ? graphqlErrorMessage(problems) : null;
}

/**
 * The `message` of each entry of a GraphQL `errors` or `userErrors` list, as Shopify wrote it; anything
 * else gives none. Hydrogen wraps each GraphQL error it returns with its own tags
 * (`[h2:error:storefront.mutation] … - Request ID: …`), which are for logs, not for shoppers.
 */
export function errorMessagesOf(problems: unknown): string[] {
  if (!Array.isArray(problems)) return [];
  return problems
    .map((problem: unknown) =>
      problem && typeof problem === 'object' && 'message' in problem
        ? shopifyMessage(String(problem.message))
        : '',
    )
    .filter(Boolean);
}

function shopifyMessage(message: string) {
  return message
    .replace(/^\[h2:error:[\w.]+\] /, '')
    .replace(/ - Request ID: [\w-]+$/, '')
    .trim();
}

import {describe, expect, it} from 'vitest';
import {
  BILLING_MESSAGE,
  CART_UNAVAILABLE_MESSAGE,
  describeCartError,
  describeStorefrontError,
  FRIENDLY_RETRY_MESSAGE,
  providerFailure,
  errorMessagesOf,
  graphqlErrorMessage,
  graphqlFailureOf,
  httpErrorMessage,
} from './storefrontErrors';

describe('provider error texts (SPEC.md 8)', () => {
  it('names the billing plan for 402 and the status otherwise', () => {
    expect(httpErrorMessage(402)).toBe(BILLING_MESSAGE);
    expect(httpErrorMessage(500)).toBe('HTTP error! status: 500');
    expect(graphqlErrorMessage(['a', 'b'])).toBe('Error calling Shopify: a, b');
  });

  it('maps what Hydrogen throws for a failed cart call', () => {
    const http = (status: number) =>
      new Error(
        `URL: http://127.0.0.1:4100/api/2025-07/graphql.json\nAPI response error: ${status}`,
      );
    expect(describeCartError(http(402))).toBe(BILLING_MESSAGE);
    expect(describeCartError(http(503))).toBe('HTTP error! status: 503');
    const graphql = new Error('Throttled\nInternal error', {
      cause: {errors: [{message: 'Throttled'}, {message: 'Internal error'}]},
    });
    expect(describeCartError(graphql)).toBe('Error calling Shopify: Throttled, Internal error');
    expect(describeCartError(new TypeError('fetch failed'))).toBe(
      'Error calling Shopify: fetch failed',
    );
  });

  it("reads Shopify's own words out of the GraphQL errors Hydrogen returns", () => {
    const shopify =
      'Internal error. Looks like something went wrong on our end.\nRequest ID: 3ad8 (include this in support requests).';
    const returned = [
      new Error(`[h2:error:storefront.mutation] ${shopify} - Request ID: 3ad8-45e`),
      {message: 'Throttled'},
    ];
    expect(errorMessagesOf(returned)).toEqual([shopify, 'Throttled']);
    expect(errorMessagesOf([{message: 'Variant is sold out'}, {field: ['x']}])).toEqual([
      'Variant is sold out',
    ]);
    expect(errorMessagesOf(undefined)).toEqual([]);
  });

  it('counts GraphQL errors as a failed call, and nothing else', () => {
    const failed = {
      cart: null,
      errors: [new Error('[h2:error:storefront.query] Internal error - Request ID: x1')],
    };
    expect(graphqlFailureOf(failed)).toBe(graphqlErrorMessage(['Internal error']));
    expect(graphqlFailureOf(failed)).toMatch(/^Error calling Shopify: Internal error/);
    // Shopify refusing a change (userErrors) is an answer, not a failure of the provider.
    const refused = {cart: null, userErrors: [{message: 'Variant is sold out'}], errors: []};
    expect(graphqlFailureOf(refused)).toBeNull();
    expect(graphqlFailureOf({errors: undefined})).toBeNull();
    expect(graphqlFailureOf(null)).toBeNull();
  });
});

describe('what shoppers read when Shopify fails', () => {
  it('is the retry line on catalogue pages, even for a 402, and the shopper line for the cart', () => {
    expect(describeStorefrontError(new Error('API response error: 402'))).toBe(
      FRIENDLY_RETRY_MESSAGE,
    );
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(...args);
    try {
      expect(providerFailure(BILLING_MESSAGE)).toBe(CART_UNAVAILABLE_MESSAGE);
    } finally {
      console.error = original;
    }
    // The spec's provider text is kept for the shop's owner, in the log.
    expect(logged).toEqual([BILLING_MESSAGE]);
  });
});

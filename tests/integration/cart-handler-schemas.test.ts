// Every operation Hydrogen's cart handler sends for the app, recorded on the wire and validated against
// each installed Storefront schema (2025-07 and the newest on npm), deprecated fields included. The
// handler is the app's own (app/features/cart/cartHandler.server.ts) and talks to the local stand-in, which
// validates each request against the schema of the version in its URL as well.
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {Kind, parse} from 'graphql';
import {cartSetIdDefault, createCartHandler} from '@shopify/hydrogen';
import {startTestStorefrontApi} from '../../local/storefront-api/testing.mjs';
import {productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {
  CART_LINES_PAGE_QUERY,
  createAppCartHandler,
} from '../../app/features/cart/cartHandler.server';
import {testStorefront} from './storefrontClient';
import {CART_LINES_PAGE} from '../../app/features/cart/cartRules';
import {
  NEWEST_SCHEMA_VERSION,
  SCHEMA_VERSIONS,
  storefrontValidationErrors,
} from '../storefrontSchemas';

type Api = Awaited<ReturnType<typeof startTestStorefrontApi>>;
type CartCall = Promise<{cart?: {id: string} | null; userErrors?: unknown[]; errors?: unknown}>;

// A day on which both installed versions are supported, so the stand-in serves each as asked.
const BOTH_SUPPORTED = new Date('2026-05-15T12:00:00Z');

let api: Api;
let recorded: {version: string; query: string; variables: Record<string, unknown>}[] = [];

const variant = (handle: string) => {
  const id = productByHandle.get(handle)?.variants[0]?.id;
  if (!id) throw new Error(`no variant for ${handle}`);
  return id;
};
const LAVENDER = variant('lavender-oat-soap');
const CHARCOAL = variant('charcoal-tea-tree-soap');

beforeAll(async () => {
  api = await startTestStorefrontApi({now: () => BOTH_SUPPORTED});
  // Record what Hydrogen puts on the wire, then let it through to the stand-in.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const version = /\/api\/([^/]+)\/graphql\.json$/.exec(url)?.[1];
    if (version && typeof init?.body === 'string') {
      const {query, variables} = JSON.parse(init.body) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      recorded.push({version, query, variables: variables ?? {}});
    }
    return realFetch(input, init);
  });
});

afterEach(() => {
  recorded = [];
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api?.dispose();
});

/** A request's storefront client on `version`, and a cart id that lives as the cookie would. */
function clientFor(version: string) {
  const storefront = testStorefront(api.url, version);
  let cartId: string | undefined;
  return {
    storefront,
    getCartId: () => cartId,
    setCartId: (id: string) => {
      cartId = id;
      return cartSetIdDefault()(id);
    },
  };
}

/** A change Shopify accepted: no GraphQL errors, no user errors, a cart. */
async function accepted(call: CartCall) {
  const result = await call;
  expect(result.errors).toBeUndefined();
  expect(result.userErrors ?? []).toEqual([]);
  expect(result.cart?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  return result.cart!.id;
}

/** Every cart method the app calls (features/cart/cartActions.server.ts, app/root.tsx, and a discount without a cart). */
async function useLikeTheApp(
  cart: Pick<
    ReturnType<typeof createAppCartHandler>,
    | 'get'
    | 'create'
    | 'addLines'
    | 'updateLines'
    | 'removeLines'
    | 'updateDiscountCodes'
    | 'setCartId'
  >,
) {
  expect(await cart.get()).toBeNull();
  cart.setCartId(await accepted(cart.updateDiscountCodes(['WELCOME10'])));
  cart.setCartId(await accepted(cart.create({lines: [{merchandiseId: CHARCOAL, quantity: 1}]})));
  await accepted(cart.addLines([{merchandiseId: LAVENDER, quantity: 2}]));
  const lines = (await cart.get())?.lines.edges.map((edge) => edge.node) ?? [];
  expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
  await accepted(cart.updateLines([{id: lines[0]!.id, quantity: 3}]));
  await accepted(cart.removeLines([lines[1]!.id]));
  await accepted(cart.updateDiscountCodes(['WELCOME10', 'WELCOME10']));
  const discounted = await cart.get();
  expect(discounted?.discountCodes).toEqual([{applicable: true, code: 'WELCOME10'}]);
  expect(discounted?.cost.totalAmount.amount).not.toBe(discounted?.cost.subtotalAmount.amount);
  await accepted(cart.updateDiscountCodes([]));
  expect((await cart.get())?.discountCodes).toEqual([]);
}

function operationName(query: string) {
  const definition = parse(query).definitions.find(
    (node) => node.kind === Kind.OPERATION_DEFINITION,
  );
  return definition && 'name' in definition ? definition.name?.value : undefined;
}

describe.each(SCHEMA_VERSIONS)("the app's cart handler on Storefront API %s", (apiVersion) => {
  it('sends only operations every installed schema accepts, reading no deprecated field', async () => {
    await useLikeTheApp(createAppCartHandler(clientFor(apiVersion)));

    expect(recorded.every((request) => request.version === apiVersion)).toBe(true);
    const queries = [...new Set(recorded.map((request) => request.query))];
    for (const query of queries) {
      for (const schemaVersion of SCHEMA_VERSIONS) {
        expect({
          operation: operationName(query),
          schemaVersion,
          errors: storefrontValidationErrors(schemaVersion, parse(query)),
        }).toEqual({
          operation: operationName(query),
          schemaVersion,
          errors: [],
        });
      }
    }
    // Every read asks for a whole page of lines (and follows further pages), not Hydrogen's 100: a cart
    // over the shop's cap of 100 lines still shows each line.
    const reads = recorded.filter((request) => operationName(request.query) === 'CartQuery');
    expect(reads.map((request) => request.variables.numCartLines)).toEqual(
      reads.map(() => CART_LINES_PAGE),
    );
    // Every method the app calls was exercised (the app's own discount mutation, Hydrogen's others).
    expect(queries.map(operationName).sort()).toEqual([
      'CartDiscountCodesUpdate',
      'CartQuery',
      'cartCreate',
      'cartLinesAdd',
      'cartLinesRemove',
      'cartLinesUpdate',
    ]);
  });
});

it('reads the lines past the first page with a query every installed schema accepts', () => {
  // The seed has fewer than a page (CART_LINES_PAGE) of variants, so no cart here reaches a second page.
  for (const schemaVersion of SCHEMA_VERSIONS) {
    expect(storefrontValidationErrors(schemaVersion, parse(CART_LINES_PAGE_QUERY))).toEqual([]);
  }
});

describe("Hydrogen 2025.4.2's stock cart handler (why the app replaces parts of it)", () => {
  it('sends a discount mutation and a cart query the check refuses on the newest schema', async () => {
    const client = clientFor('2025-07');
    const stock = createCartHandler(client);
    client.setCartId(await accepted(stock.addLines([{merchandiseId: LAVENDER, quantity: 1}])));
    await accepted(stock.updateDiscountCodes(['WELCOME10']));
    await stock.get();

    const byName = new Map(
      recorded.map((request) => [operationName(request.query), request.query]),
    );
    const discount = parse(byName.get('cartDiscountCodesUpdate')!);
    expect(storefrontValidationErrors('2025-07', discount)).toEqual([]);
    expect(storefrontValidationErrors(NEWEST_SCHEMA_VERSION, discount)).toEqual([
      expect.stringContaining(
        'Variable "$discountCodes" of type "[String!]" used in position expecting type "[String!]!"',
      ),
    ]);
    const query = storefrontValidationErrors(
      NEWEST_SCHEMA_VERSION,
      parse(byName.get('CartQuery')!),
    );
    expect(query).toEqual([
      expect.stringContaining('CartCost.totalDutyAmount is deprecated'),
      expect.stringContaining('CartCost.totalTaxAmount is deprecated'),
    ]);
  });

  it('has its discount mutation refused by the stand-in on the newest version', async () => {
    const client = clientFor(NEWEST_SCHEMA_VERSION);
    const stock = createCartHandler(client);
    client.setCartId(await accepted(stock.addLines([{merchandiseId: LAVENDER, quantity: 1}])));
    const result = await stock.updateDiscountCodes(['WELCOME10']);
    expect(JSON.stringify(result.errors)).toContain('$discountCodes');
    expect(result.cart).toBeUndefined();
  });
});

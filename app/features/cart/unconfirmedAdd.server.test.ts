import {describe, expect, it} from 'vitest';
import type {AppSession} from '~/server/session.server';
import {
  earlierAddOutcome,
  forgetUnconfirmedAdd,
  rememberUnconfirmedAdd,
  UNCONFIRMED_ADD_IN_FLIGHT_MS,
  UNCONFIRMED_ADD_TTL_MS,
  unconfirmedAddOf,
} from './unconfirmedAdd.server';

/** The part of the session these functions use, over a plain map. */
function session(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    has: (name: string) => values.has(name),
    get: (name: string) => values.get(name),
    set: (name: string, value: unknown) => values.set(name, value),
    unset: (name: string) => values.delete(name),
    values,
  } as unknown as AppSession & {values: Map<string, unknown>};
}

const SOAP = 'gid://shopify/ProductVariant/1';
const cartWith = (quantity: number) => ({
  lines: {edges: quantity ? [{node: {quantity, merchandise: {id: SOAP}}}] : []},
});

describe('an add Shopify did not confirm', () => {
  it('is found again for the same item only, and only while recent', () => {
    const store = session();
    rememberUnconfirmedAdd(store, {merchandiseId: SOAP, quantity: 2, before: 1, at: 10_000});
    expect(unconfirmedAddOf(store, 'gid://shopify/ProductVariant/2', 10_500)).toBeNull();
    expect(unconfirmedAddOf(store, SOAP, 10_500)).toEqual({
      merchandiseId: SOAP,
      quantity: 2,
      before: 1,
      at: 10_000,
    });
    expect(unconfirmedAddOf(store, SOAP, 10_000 + UNCONFIRMED_ADD_TTL_MS + 1)).toBeNull();
    expect(store.values.has('unconfirmedAdd')).toBe(false);
  });

  it('drops whatever else is stored under its name', () => {
    const junks = [
      'x',
      {merchandiseId: SOAP},
      {merchandiseId: SOAP, quantity: 1, before: null, at: 1},
      {merchandiseId: SOAP, quantity: 1, before: 0, at: 'now'},
    ];
    for (const junk of junks) {
      const store = session({unconfirmedAdd: junk});
      expect(unconfirmedAddOf(store, SOAP, 2)).toBeNull();
      expect(store.values.has('unconfirmedAdd')).toBe(false);
    }
    const store = session();
    forgetUnconfirmedAdd(store);
    expect(store.values.size).toBe(0);
  });

  it('landed when the line grew by its quantity; absent only once it can no longer land', () => {
    const earlier = {merchandiseId: SOAP, quantity: 2, before: 1, at: 0};
    const later = UNCONFIRMED_ADD_IN_FLIGHT_MS;
    expect(earlierAddOutcome(earlier, cartWith(3), 10)).toBe('landed');
    expect(earlierAddOutcome(earlier, cartWith(5), 10)).toBe('landed');
    // Not there yet, but Shopify may still be working on it: the retry must not add.
    expect(earlierAddOutcome(earlier, cartWith(1), 10)).toBe('unknown');
    expect(earlierAddOutcome(earlier, cartWith(1), later)).toBe('absent');
    expect(earlierAddOutcome(earlier, cartWith(2), later)).toBe('absent');
    expect(earlierAddOutcome(earlier, null, later)).toBe('absent');
    // No cart read: nothing is known, however long ago.
    expect(earlierAddOutcome(earlier, undefined, later)).toBe('unknown');
  });
});

// The stand-in answers the API version in the URL as Shopify does: each request is validated against
// that version's schema; a version past its 12 months of support falls forward to the oldest supported
// one; the release candidate and `unstable` are served; anything else is unknown (404).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefrontApi} from './testing.mjs';
import {
  NEWEST_SCHEMA_VERSION,
  getSchema,
  resolveApiVersion,
  supportedVersions,
} from './schema.mjs';

describe('the version policy', () => {
  it('supports the four latest stable versions; a new one is stable from 17:00 UTC on its release day', () => {
    expect(supportedVersions(new Date('2026-11-23T12:00:00Z'))).toEqual({
      oldestSupported: '2026-01',
      newestStable: '2026-10',
      releaseCandidate: '2027-01',
    });
    expect(supportedVersions(new Date('2026-10-01T16:59:59Z'))).toEqual({
      oldestSupported: '2025-10',
      newestStable: '2026-07',
      releaseCandidate: '2026-10',
    });
    expect(supportedVersions(new Date('2026-10-01T17:00:00Z')).oldestSupported).toBe('2026-01');
  });

  /** Expects the stand-in to serve `asked` on `day` as `served`, validated by the `schemaVersion` schema. */
  function expectResolved(asked: string, day: Date, served: string, schemaVersion: string) {
    expect(resolveApiVersion(asked, day), `${asked} on ${day.toISOString()}`).toEqual({
      served,
      schemaVersion,
    });
  }

  it('serves an unsupported version as the oldest supported one, validated by the nearest newer schema', () => {
    const november = new Date('2026-11-23T12:00:00Z');
    expectResolved('2025-07', november, '2026-01', '2026-04');
    expectResolved('2023-04', november, '2026-01', '2026-04');
    const may = new Date('2026-05-15T12:00:00Z');
    expectResolved('2025-07', may, '2025-07', '2025-07');
    expectResolved('2025-10', may, '2025-10', '2026-04');
  });

  it('serves supported versions, the release candidate and unstable as asked; newer ones with the newest schema', () => {
    const november = new Date('2026-11-23T12:00:00Z');
    expectResolved('2026-04', november, '2026-04', '2026-04');
    expectResolved('2026-10', november, '2026-10', NEWEST_SCHEMA_VERSION);
    expect(resolveApiVersion('2027-01', november)?.served).toBe('2027-01');
    expectResolved('unstable', november, 'unstable', NEWEST_SCHEMA_VERSION);
  });

  it('knows no version past the release candidate and no month that is not a release', () => {
    const november = new Date('2026-11-23T12:00:00Z');
    expect(resolveApiVersion('2027-04', november)).toBeNull();
    expect(resolveApiVersion('2026-05', november)).toBeNull();
    expect(resolveApiVersion('latest', november)).toBeNull();
  });

  it('builds each schema once', () => {
    expect(getSchema('2026-04')).toBe(getSchema('2026-04'));
    expect(getSchema('2026-04')).not.toBe(getSchema('2025-07'));
    expect(() => getSchema('2026-01')).toThrow(/No Storefront schema installed for 2026-01/);
  });
});

// Hydrogen 2025.4.2's discount mutation: valid on 2025-07, refused from 2026-01 on.
const NULLABLE_DISCOUNT_CODES = `mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { id } userErrors { message } }
}`;

describe('the stand-in on the wire', () => {
  let today = new Date('2026-11-23T12:00:00Z');
  let api: Awaited<ReturnType<typeof startTestStorefrontApi>>;

  beforeAll(async () => {
    api = await startTestStorefrontApi({now: () => today});
  });
  afterAll(async () => {
    await api?.dispose();
  });

  async function post(version: string, query: string) {
    const response = await fetch(`${api.url}/api/${version}/graphql.json`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'token'},
      body: JSON.stringify({
        query,
        variables: {cartId: 'gid://shopify/Cart/unknown?key=0', discountCodes: ['WELCOME10']},
      }),
    });
    const body = await response.json<{errors?: {extensions?: {code?: string}}[] | string}>();
    return {status: response.status, version: response.headers.get('x-shopify-api-version'), body};
  }

  it('validates against the schema of the version asked for while it is supported', async () => {
    today = new Date('2026-05-15T12:00:00Z');
    const old = await post('2025-07', NULLABLE_DISCOUNT_CODES);
    expect(old).toMatchObject({status: 200, version: '2025-07'});
    expect(old.body.errors).toBeUndefined();

    const newest = await post(NEWEST_SCHEMA_VERSION, NULLABLE_DISCOUNT_CODES);
    expect(newest).toMatchObject({status: 200, version: NEWEST_SCHEMA_VERSION});
    expect(newest.body.errors).toEqual([
      expect.objectContaining({extensions: expect.objectContaining({code: 'variableMismatch'})}),
    ]);
  });

  it('answers 2025-07 as the oldest supported version once its support has ended', async () => {
    today = new Date('2026-11-23T12:00:00Z');
    const fallen = await post('2025-07', NULLABLE_DISCOUNT_CODES);
    expect(fallen).toMatchObject({status: 200, version: '2026-01'});
    expect(fallen.body.errors).toEqual([
      expect.objectContaining({extensions: expect.objectContaining({code: 'variableMismatch'})}),
    ]);
  });

  it('answers an unknown version with 404', async () => {
    today = new Date('2026-11-23T12:00:00Z');
    for (const version of ['2026-05', '2099-01']) {
      expect(await post(version, '{ shop { name } }')).toMatchObject({
        status: 404,
        version: null,
        body: {errors: 'Not Found'},
      });
    }
    expect(await post('unstable', '{ shop { name } }')).toMatchObject({
      status: 200,
      version: 'unstable',
    });
  });
});

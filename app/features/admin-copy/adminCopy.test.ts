import {describe, expect, it} from 'vitest';
import {ADMIN_MESSAGES, reviewMessages, sortProductsByTitle} from './adminCopy';
import {generateCopySchema, reviewOverrideSchema} from './adminCopy.server';

describe('generateCopySchema', () => {
  it('accepts a product handle', () => {
    expect(generateCopySchema().parse({intent: 'generate', handle: ' lavender-oat-soap '})).toEqual({
      intent: 'generate',
      handle: 'lavender-oat-soap',
    });
  });

  it.each(['', 'Lavender Soap', '../etc', 'a'.repeat(256)])('refuses %j', (handle) => {
    const result = generateCopySchema().safeParse({intent: 'generate', handle});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Choose a product');
  });
});

describe('reviewOverrideSchema', () => {
  it('accepts approve and reject of a UUID', () => {
    const id = 'c0de0000-0000-4000-8000-000000000002';
    expect(reviewOverrideSchema().parse({intent: 'approve', id, version: '3'})).toEqual({
      intent: 'approve',
      id,
      version: 3,
      confirmWarnings: false,
      returnTo: '/admin/product-copy-manager',
    });
    expect(reviewOverrideSchema().parse({intent: 'reject', id, version: '1'}).intent).toBe('reject');
  });

  it('refuses a review without the version the page showed', () => {
    const id = 'c0de0000-0000-4000-8000-000000000002';
    for (const version of [undefined, '', '0', 'x', '1.5']) {
      const result = reviewOverrideSchema().safeParse({intent: 'approve', id, version});
      expect(result.error?.issues[0]?.message, String(version)).toBe(
        'The version the page showed is missing: reload the page',
      );
    }
  });

  it('reads the warnings’ confirmation box and keeps the return to the admin page', () => {
    const id = 'c0de0000-0000-4000-8000-000000000002';
    const parsed = reviewOverrideSchema().parse({
      intent: 'approve',
      id,
      version: '2',
      confirmWarnings: 'on',
      returnTo: '/admin/product-copy-manager?status=pending&review=' + id,
    });
    expect(parsed).toMatchObject({confirmWarnings: true, returnTo: `/admin/product-copy-manager?status=pending&review=${id}`});
    for (const returnTo of ['https://evil.example/admin/product-copy-manager', '//evil.example/x', '/account', '/admin/product-copy-manager/../../x']) {
      expect(reviewOverrideSchema().parse({intent: 'reject', id, version: '2', returnTo}).returnTo, returnTo).toBe('/admin/product-copy-manager');
    }
    expect(reviewOverrideSchema().safeParse({intent: 'approve', id, version: '2', confirmWarnings: 'yes'}).success).toBe(false);
  });

  it('refuses anything else with a message', () => {
    const badId = reviewOverrideSchema().safeParse({intent: 'approve', id: '1 or 1=1'});
    expect(badId.error?.issues[0]?.message).toBe('Override id must be a UUID');
    const badIntent = reviewOverrideSchema().safeParse({
      intent: 'delete',
      id: 'c0de0000-0000-4000-8000-000000000002',
    });
    expect(badIntent.error?.issues[0]?.message).toBe('Unknown review action');
  });
});

describe('messages', () => {
  it('has the spec’s texts', () => {
    expect(reviewMessages('approve')).toEqual({
      success: 'Override approved and activated!',
      failure: 'Failed to approve override',
      description: 'Live on the product page now.',
    });
    expect(reviewMessages('reject')).toEqual({
      success: 'Override rejected',
      failure: 'Failed to reject override',
      description: 'It will not appear on the product page.',
    });
    expect(ADMIN_MESSAGES.productNotFound('x-y')).toBe('Product not found: x-y');
    expect(ADMIN_MESSAGES.generatedWithWarnings(['a', 'b'])).toBe('Generated with warnings: a; b');
  });
});

describe('helpers', () => {
  it('sorts products by title, ignoring case', () => {
    const sorted = sortProductsByTitle([{title: 'rose'}, {title: 'Arnica'}, {title: 'Calendula'}]);
    expect(sorted.map((product) => product.title)).toEqual(['Arnica', 'Calendula', 'rose']);
  });
});

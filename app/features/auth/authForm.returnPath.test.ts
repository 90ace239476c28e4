import {describe, expect, it} from 'vitest';
import {HOSTILE_REDIRECT_TARGETS} from '../../../tests/hostileRedirectTargets';
import {signInReturnPath} from './authForm';

describe('signInReturnPath', () => {
  it('returns to a same-origin path', () => {
    expect(signInReturnPath('/admin/product-copy-manager')).toBe('/admin/product-copy-manager');
    expect(signInReturnPath('/shop?sort=price')).toBe('/shop?sort=price');
  });

  it.each(HOSTILE_REDIRECT_TARGETS.map((target) => [JSON.stringify(target).slice(0, 60), target]))(
    'lands on / for %s',
    (_name, target) => {
      expect(signInReturnPath(target)).toBe('/');
    },
  );

  it('lands on / without one', () => {
    expect(signInReturnPath(null)).toBe('/');
    expect(signInReturnPath(undefined)).toBe('/');
  });
});

import {describe, expect, it} from 'vitest';
import {freeShippingProgress} from './freeShipping';

describe('freeShippingProgress', () => {
  it('says how far a cart under $50 is from free shipping', () => {
    expect(freeShippingProgress('12.0', 1)).toEqual({
      unlocked: false,
      percent: 24,
      message: "You're $38.00 away from free shipping",
    });
    expect(freeShippingProgress('49.99', 3)?.message).toBe("You're $0.01 away from free shipping");
  });

  it('judges the total after a discount, and says so', () => {
    // $51.80 of soap with 10% off is $46.62: under the threshold again, and the line says why.
    expect(freeShippingProgress('46.62', 4, true)).toEqual({
      unlocked: false,
      percent: 93,
      message: "You're $3.38 away from free shipping after your discount",
    });
    expect(freeShippingProgress('54.0', 5, true)?.message).toBe("You've unlocked free shipping");
  });

  it('unlocks at the threshold and above', () => {
    expect(freeShippingProgress('50.00', 2)).toEqual({
      unlocked: true,
      percent: 100,
      message: "You've unlocked free shipping",
    });
    expect(freeShippingProgress('120.5', 4)?.unlocked).toBe(true);
  });

  it('shows nothing for an empty cart and reads nonsense as nothing spent', () => {
    expect(freeShippingProgress('0.0', 0)).toBeNull();
    expect(freeShippingProgress('not a number', 1)?.message).toBe(
      "You're $50.00 away from free shipping",
    );
  });
});

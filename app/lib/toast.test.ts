import {afterEach, describe, expect, it} from 'vitest';
import {dismissToast, resetToasts, showToast, subscribeToasts, type Toast} from './toast';

afterEach(resetToasts);

describe('toasts', () => {
  it('keeps at most three, dropping the oldest', () => {
    let seen: readonly Toast[] = [];
    const stop = subscribeToasts((toasts) => (seen = toasts));
    for (const title of ['a', 'b', 'c', 'd']) showToast({kind: 'info', title});
    expect(seen.map((toast) => toast.title)).toEqual(['b', 'c', 'd']);
    stop();
  });

  it('drops none while fewer than three are shown', () => {
    let seen: readonly Toast[] = [];
    const stop = subscribeToasts((toasts) => (seen = toasts));
    const ids = ['a', 'b', 'c'].map((title) => showToast({kind: 'info', title}));
    dismissToast(ids[1]!);
    showToast({kind: 'error', title: 'd'});
    expect(seen.map((toast) => toast.title)).toEqual(['a', 'c', 'd']);
    stop();
  });

  it('dismisses one toast by id and leaves the others', () => {
    let seen: readonly Toast[] = [];
    const stop = subscribeToasts((toasts) => (seen = toasts));
    const first = showToast({kind: 'success', title: 'Added to cart'});
    showToast({kind: 'error', title: 'Failed to create checkout'});
    dismissToast(first);
    expect(seen.map((toast) => toast.title)).toEqual(['Failed to create checkout']);
    stop();
  });
});

import {describe, expect, it} from 'vitest';
import {settledOrPending} from './deferred';

describe('settledOrPending', () => {
  it('is the promise while pending and the value once settled', async () => {
    let resolve: (value: string[]) => void = () => undefined;
    const deferred = settledOrPending(new Promise<string[]>((done) => (resolve = done)));
    const pending = deferred.current();
    expect(pending).toBeInstanceOf(Promise);
    resolve(['a']);
    await expect(pending).resolves.toEqual(['a']);
    expect(deferred.current()).toEqual(['a']);
  });

  it('keeps a settled null (a failed read caught upstream) as a value', async () => {
    const deferred = settledOrPending(Promise.resolve(null));
    await Promise.resolve();
    await Promise.resolve();
    expect(deferred.current()).toBeNull();
  });
});

/**
 * A deferred loader value that is passed as a plain value once it has settled. A promise still pending
 * when the loader returns is streamed (`<Suspense><Await>`), and React swaps the streamed HTML in with an
 * inline script, which a browser without JavaScript never runs; a settled value is rendered in place.
 * The loader never waits for it.
 */
export function settledOrPending<T>(promise: Promise<T>) {
  let settled: {value: T} | null = null;
  const tracked = promise.then((value) => {
    settled = {value};
    return value;
  });
  return {current: (): T | Promise<T> => (settled ? settled.value : tracked)};
}

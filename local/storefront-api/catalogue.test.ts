// The generated large catalogue (LOCAL_CATALOGUE_PRODUCTS, for the bench): read in a child process,
// because the catalogue is built when its module loads.
import {execFileSync, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const CATALOGUE = fileURLToPath(new URL('./catalogue.mjs', import.meta.url));

function catalogueFacts(size: string | undefined) {
  const script = `
    const m = await import(${JSON.stringify(CATALOGUE)});
    const ids = new Set(m.products.flatMap((p) => [p.id, ...p.variants.map((v) => v.id), ...p.images.map((i) => i.file)]));
    console.log(JSON.stringify({
      products: m.products.length,
      collections: m.collections.length,
      uniqueHandles: new Set(m.products.map((p) => p.handle)).size,
      uniqueIds: ids.size,
      expectedIds: m.products.reduce((sum, p) => sum + 1 + p.variants.length + p.images.length, 0),
      firstHandles: m.products.slice(0, 3).map((p) => p.handle),
      largestCollection: Math.max(...m.collections.map((c) => c.productIds.length)),
      smallestCollection: Math.min(...m.collections.map((c) => c.productIds.length)),
    }));`;
  const env = {...process.env, LOCAL_CATALOGUE_PRODUCTS: size ?? ''};
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {env, encoding: 'utf8'}),
  ) as Record<string, unknown> & {products: number; collections: number};
}

describe('the generated large catalogue', () => {
  it('is the seed as it is by default, and n products with unique ids, handles and images on request', () => {
    const seed = catalogueFacts(undefined);
    const large = catalogueFacts('2000');
    expect(large.products).toBe(2000);
    expect(large.uniqueHandles).toBe(2000);
    expect(large.uniqueIds).toBe(large.expectedIds);
    // The seed's products come first, unchanged, so every fixture and test URL still holds.
    expect(large.firstHandles).toEqual(seed.firstHandles);
    // One generated collection per 25 products, 25 products in each; the seed's collections grow.
    expect(large.collections).toBe(seed.collections + 80);
    expect(large.smallestCollection).toBe(25);
    expect(large.largestCollection).toBeGreaterThan(seed.largestCollection as number);
  });

  it('refuses a size that is not a whole number of products at least the seed’s', () => {
    for (const size of ['12', 'many', '2.5', '60000']) {
      const run = spawnSync(process.execPath, ['-e', `import(${JSON.stringify(CATALOGUE)})`], {
        env: {...process.env, LOCAL_CATALOGUE_PRODUCTS: size},
        encoding: 'utf8',
      });
      expect(run.status, size).not.toBe(0);
      expect(run.stderr, size).toContain('LOCAL_CATALOGUE_PRODUCTS must be a whole number');
    }
  });
});

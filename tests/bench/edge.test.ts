import {describe, expect, it} from 'vitest';
import {compareWarm, edgeTargets} from '../../bench/edge.mjs';
import skeletonFront from '../../bench/skeletonFront.mjs';
import {skeletonBuildLike} from '../../bench/skeleton.mjs';

const SKELETON_POLICY =
  "base-uri 'self'; default-src 'self' https://cdn.shopify.com 'nonce-abc'; style-src 'self' 'unsafe-inline'";

function shopAnswering(headers: Record<string, string>) {
  return {fetch: async () => new Response('<!DOCTYPE html><p>hi</p>', {headers})};
}

describe("the skeleton's front worker", () => {
  it("lets the skeleton's pages load the stand-in's images, changing nothing else in the policy", async () => {
    const response = await skeletonFront.fetch(new Request('http://127.0.0.1:3600/'), {
      SHOP: shopAnswering({
        'Content-Type': 'text/html',
        'Content-Security-Policy': SKELETON_POLICY,
      }),
      IMAGE_ORIGIN: 'http://127.0.0.1:4601',
    });
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "base-uri 'self'; default-src http://127.0.0.1:4601 'self' https://cdn.shopify.com 'nonce-abc'; style-src 'self' 'unsafe-inline'",
    );
    expect(await response.text()).toBe('<!DOCTYPE html><p>hi</p>');
  });

  it('passes an answer without a policy through as the front worker gives it', async () => {
    const response = await skeletonFront.fetch(new Request('http://127.0.0.1:3600/robots.txt'), {
      SHOP: shopAnswering({'Content-Type': 'text/plain'}),
      IMAGE_ORIGIN: 'http://127.0.0.1:4601',
    });
    expect(response.headers.has('Content-Security-Policy')).toBe(false);
  });
});

const row = (visitor: string, cpu: number, ttfb: number) => ({
  name: 'home',
  path: '/',
  visitor,
  workerdCpuMsPerRequest: cpu,
  firstByteMs: {median: ttfb},
});

describe('warm paths against the committed figures', () => {
  it('pairs each path with the baseline of the same visitor and holds CPU within 10 %', () => {
    const baseline = {
      date: '2026-11-27',
      commit: 'fa33443',
      renderCost: [row('with a cart', 7, 12), row('signed out, rendered', 10, 20)],
      load: [{route: 'home', connections: 10, requestsPerSecond: 800, latencyMs: {p99: 47}}],
    };
    const warm = compareWarm(baseline, {
      renderCost: [
        row('with a cart', 7.7, 11),
        row('signed out, rendered', 11.2, 20),
        row('with a cart, rendered', 1, 1),
      ],
      load: [{route: 'home', connections: 10, requestsPerSecond: 700, latencyMs: {p99: 60}}],
    });
    expect(warm.rows.map((r: {visitor: string; within: boolean}) => [r.visitor, r.within])).toEqual(
      [
        ['with a cart', true],
        ['signed out, rendered', false],
      ],
    );
    expect(warm.firstVisit).toEqual([
      expect.objectContaining({
        route: 'home',
        within: false,
        requestsPerSecond: {baseline: 800, now: 700, ratio: 0.88},
      }),
    ]);
  });
});

describe('edge targets', () => {
  const cold = (median: number) => ({median});
  const figures = (spawn: number, home: number, product: number) => ({
    spawnToFirst200: cold(spawn),
    firstHome: cold(home),
    firstProduct: cold(product),
    firstHomeFirstByte: cold(home / 2),
    firstProductFirstByte: cold(product / 2),
  });

  it('judges each ratio against its target: at the target is met, past it is missed', () => {
    const targets = edgeTargets({
      cold: {ours: figures(1650, 150, 151), skeleton: figures(1500, 100, 100)},
      bundle: {ours: {bytes: 2_250_000}, skeleton: {bytes: 900_000}},
      documents: [
        {
          name: 'home',
          target: 2.5,
          ours: {path: '/', bytes: 60_000, gzipBytes: 12_000},
          skeleton: {path: '/', bytes: 22_900, gzipBytes: 4_800},
        },
      ],
      lighthouse: null,
    });
    const met = Object.fromEntries(
      targets.map((t: {measure: string; met: boolean | null}) => [t.measure, t.met]),
    );
    expect(met['spawn to first 200 (GET /)']).toBe(true);
    expect(met['first GET / on a new isolate']).toBe(true);
    expect(met['first product page on a new isolate']).toBe(false);
    expect(met['document home, gzip']).toBe(true);
    expect(met['server bundle dist/server/index.js']).toBe(null);
  });
});

describe('building the skeleton like the shop', () => {
  // The shapes of the two builds: Rollup's output keeps one statement a line, esbuild's minifier joins them.
  const unminified = Array.from(
    {length: 400},
    (_, index) => `function step${index}(value) {\n  return value + ${index};\n}\n`,
  ).join('');
  const minified = Array.from({length: 40}, (_, index) =>
    Array.from(
      {length: 30},
      (__, inner) => `function s${index}_${inner}(v){return v+${inner}}`,
    ).join(''),
  ).join('\n');

  it('builds it minified when the shop worker is, and unminified when it is not', () => {
    expect(skeletonBuildLike(minified)).toBe('cli');
    expect(skeletonBuildLike(unminified)).toBe('remix');
    expect(skeletonBuildLike(minified, 'cli')).toBe('cli');
  });

  it('refuses a build mode that would compare a minified worker with an unminified one', () => {
    expect(() => skeletonBuildLike(minified, 'remix')).toThrow(/would not be built alike/);
    expect(() => skeletonBuildLike(unminified, 'cli')).toThrow(/would not be built alike/);
  });
});

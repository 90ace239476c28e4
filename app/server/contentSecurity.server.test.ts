import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {createShopContentSecurityPolicy} from './contentSecurity.server';

/** `directive` → its sources, from a CSP header. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const withoutNonce = (sources: string[] = []) =>
  sources.filter((source) => !source.startsWith("'nonce-"));

describe('createShopContentSecurityPolicy', () => {
  const local = directives(
    createShopContentSecurityPolicy({
      storeOrigin: 'http://127.0.0.1:4100',
      imageOrigin: 'http://127.0.0.1:4101',
    }).header,
  );
  const hosted = directives(
    createShopContentSecurityPolicy({
      storeOrigin: 'https://wildroot.myshopify.com',
      imageOrigin: null,
    }).header,
  );
  const hydrogen = directives(createContentSecurityPolicy().header);

  it("keeps every one of Hydrogen's default sources for images (img-src would otherwise replace default-src)", () => {
    for (const policy of [local, hosted]) {
      expect(policy.get('img-src')).toEqual(
        expect.arrayContaining(withoutNonce(hydrogen.get('default-src'))),
      );
    }
  });

  it("allows Shopify's image CDN always, and the configured image origin when there is one", () => {
    expect(hosted.get('img-src')).toContain('https://cdn.shopify.com');
    expect(local.get('img-src')).toContain('https://cdn.shopify.com');
    expect(local.get('img-src')).toContain('http://127.0.0.1:4101');
    expect(hosted.get('img-src')).not.toContain('http://127.0.0.1:4101');
  });

  it("takes fonts from the shop's own origin only (they are built into its assets)", () => {
    expect(local.get('font-src')).toEqual(["'self'"]);
    expect(hosted.get('font-src')).toEqual(["'self'"]);
  });

  it("extends Hydrogen's other directives instead of replacing them", () => {
    for (const name of ['default-src', 'connect-src', 'style-src']) {
      for (const policy of [local, hosted]) {
        expect(withoutNonce(policy.get(name))).toEqual(
          expect.arrayContaining(withoutNonce(hydrogen.get(name))),
        );
      }
    }
    expect(local.get('frame-ancestors')).toEqual(["'none'"]);
    expect(local.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser reach the store: an https store by Hydrogen, a local http one as it is', () => {
    expect(hosted.get('connect-src')).toContain('https://wildroot.myshopify.com');
    expect(local.get('connect-src')).toContain('http://127.0.0.1:4100');
    expect(local.get('connect-src')).not.toContain('https://http://127.0.0.1:4100');
  });

  it("lets Shopify's Customer Privacy API post to the checkout domain over https, listed once", () => {
    const connect = (storeOrigin: string, checkoutDomain: string) =>
      directives(
        createShopContentSecurityPolicy({storeOrigin, imageOrigin: null, checkoutDomain}).header,
      ).get('connect-src') ?? [];
    expect(connect('https://wildroot.myshopify.com', 'checkout.wildroot.com')).toEqual(
      expect.arrayContaining(['https://checkout.wildroot.com', 'https://wildroot.myshopify.com']),
    );
    expect(
      connect('https://wildroot.myshopify.com', 'wildroot.myshopify.com').filter(
        (source) => source === 'https://wildroot.myshopify.com',
      ),
    ).toHaveLength(1);
    // A local http store on its own port: the script still posts over https, which http:// does not match.
    expect(connect('http://127.0.0.1:4100', '127.0.0.1:4100')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4100', 'https://127.0.0.1:4100']),
    );
    expect(local.get('connect-src')).not.toContain('https://127.0.0.1:4100');
  });

  it('puts a fresh nonce in every policy', () => {
    const first = createShopContentSecurityPolicy({
      storeOrigin: 'https://a.myshopify.com',
      imageOrigin: null,
    });
    const second = createShopContentSecurityPolicy({
      storeOrigin: 'https://a.myshopify.com',
      imageOrigin: null,
    });
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.header).toContain(`'nonce-${first.nonce}'`);
  });
});

import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {pageForVisitor, toSharedPage} from '~/sharing/pageCache.server';
import {
  createShopContentSecurityPolicy,
  reportRedirectOutsideFormAction,
} from './contentSecurity.server';

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

  describe('scripts, forms, plugins, base and framing', () => {
    const production = createShopContentSecurityPolicy({
      storeOrigin: 'https://wildroot.myshopify.com',
      imageOrigin: null,
      checkoutDomain: 'checkout.wildroot.com',
    });
    const local = createShopContentSecurityPolicy({
      storeOrigin: 'http://127.0.0.1:4100',
      imageOrigin: 'http://127.0.0.1:4101',
      checkoutDomain: '127.0.0.1:4100',
    });
    const productionPolicy = directives(production.header);
    const localPolicy = directives(local.header);
    const shopifyScripts = [
      'https://cdn.shopify.com/shopifycloud/consent-tracking-api/',
      'https://cdn.shopify.com/shopifycloud/perf-kit/',
    ];

    it("takes scripts by nonce with 'strict-dynamic', never from all of Shopify's CDN or shopify.com", () => {
      for (const [policy, {nonce}] of [
        [productionPolicy, production],
        [localPolicy, local],
      ] as const) {
        expect(policy.get('script-src')).toEqual([
          "'self'",
          "'strict-dynamic'",
          ...shopifyScripts,
          `'nonce-${nonce}'`,
        ]);
      }
    });

    it('lets forms lead only to the shop and the checkout: the https domains in production', () => {
      expect(productionPolicy.get('form-action')).toEqual([
        "'self'",
        'https://wildroot.myshopify.com',
        'https://checkout.wildroot.com',
      ]);
      expect(
        directives(
          createShopContentSecurityPolicy({
            storeOrigin: 'https://wildroot.myshopify.com',
            imageOrigin: null,
            checkoutDomain: 'wildroot.myshopify.com',
          }).header,
        ).get('form-action'),
      ).toEqual(["'self'", 'https://wildroot.myshopify.com']);
    });

    it("lets forms lead only to the shop and the local stand-in's http:// checkout", () => {
      expect(localPolicy.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:4100']);
    });

    it('refuses plugins, a foreign <base> and being framed, in both', () => {
      for (const policy of [productionPolicy, localPolicy]) {
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'self'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      }
    });
  });

  it("gives a shared page's copy its own nonce wherever this policy names one (script-src and default-src)", async () => {
    const rendered = createShopContentSecurityPolicy({
      storeOrigin: 'https://wildroot.myshopify.com',
      imageOrigin: null,
      checkoutDomain: 'checkout.wildroot.com',
    });
    const html = `<script nonce="${rendered.nonce}">boot()</script><p>Lavender</p>`;
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': rendered.header,
    });
    const shared = toSharedPage(html, headers, 1);
    expect(shared).not.toBeNull();
    const fresh = 'a'.repeat(32);
    const copy = pageForVisitor(shared!, 'hit', fresh);
    const header = copy.headers.get('Content-Security-Policy') ?? '';
    expect(header).not.toContain(rendered.nonce);
    expect(header).toBe(rendered.header.replaceAll(rendered.nonce, fresh));
    expect(directives(header).get('script-src')).toContain(`'nonce-${fresh}'`);
    expect(directives(header).get('script-src')).toContain("'strict-dynamic'");
    expect(await copy.text()).toBe(`<script nonce="${fresh}">boot()</script><p>Lavender</p>`);
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

describe('reportRedirectOutsideFormAction', () => {
  const origins = {
    storeOrigin: 'https://wildroot.myshopify.com',
    checkoutDomain: 'checkout.wildroot.com',
  };
  const post = new Request('https://wildroot.com/cart', {method: 'POST'});
  const redirect = (location: string, status = 303) =>
    new Response(null, {status, headers: {Location: location}});

  it('says so when a form would be redirected where form-action lets no browser go', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(
        reportRedirectOutsideFormAction(
          post,
          redirect('https://www.wildroot.com/cart/c/1'),
          origins,
        ),
      ).toBe(true);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('https://www.wildroot.com'));
    } finally {
      log.mockRestore();
    }
  });

  it('is quiet for the shop, the store and checkout domains, links and answers that are no redirect', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const location of [
        '/cart',
        'https://wildroot.com/',
        'https://wildroot.myshopify.com/cart/c/1',
        'https://checkout.wildroot.com/checkouts/cn/1',
      ]) {
        expect(reportRedirectOutsideFormAction(post, redirect(location), origins)).toBe(false);
      }
      const get = new Request('https://wildroot.com/account');
      expect(
        reportRedirectOutsideFormAction(
          get,
          redirect('https://shopify.com/1/account', 302),
          origins,
        ),
      ).toBe(false);
      expect(reportRedirectOutsideFormAction(post, new Response('ok'), origins)).toBe(false);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});

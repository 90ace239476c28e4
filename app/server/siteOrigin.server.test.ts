import {describe, expect, it} from 'vitest';
import {hasMalformedHost, isWellFormedHost, requestAtSiteOrigin} from './siteOrigin.server';

describe('isWellFormedHost', () => {
  it.each([
    'wildroot.example',
    'www.wildroot.example:443',
    '127.0.0.1:3000',
    'localhost',
    '[::1]:3000',
    'xn--wldroot-b1a.example',
  ])('accepts %j', (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });

  it.each([
    null,
    '',
    'evil.example/path',
    'evil.example:99999',
    'evil.example:',
    'a b',
    'evil.example\r\nX: 1',
    'user@evil.example',
    '-evil.example',
    '[::1',
    '"><script>',
    `${'a'.repeat(64)}.example`,
    'évil.example',
  ])('refuses %j', (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });
});

describe('hasMalformedHost', () => {
  it('looks at the Host header as well as the URL the runtime built', () => {
    const url = 'http://127.0.0.1:3000/shop';
    expect(hasMalformedHost(new Request(url))).toBe(false);
    expect(hasMalformedHost(new Request(url, {headers: {Host: 'shop.example'}}))).toBe(false);
    expect(hasMalformedHost(new Request(url, {headers: {Host: 'shop.example/evil'}}))).toBe(true);
  });
});

describe('requestAtSiteOrigin', () => {
  it('moves the request to the configured origin, path, query, method, headers and body kept', async () => {
    const asked = new Request('http://evil.example:8080/product/oat?variant=1', {
      method: 'POST',
      headers: {Cookie: 'cart=1', 'Content-Type': 'text/plain'},
      body: 'intent=add',
    });
    const moved = requestAtSiteOrigin(asked, 'https://wildroot.example');
    expect(moved.url).toBe('https://wildroot.example/product/oat?variant=1');
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('Cookie')).toBe('cart=1');
    // Remix compares a POST's Origin with the host the browser used.
    expect(moved.headers.get('x-forwarded-host')).toBe('evil.example:8080');
    expect(await moved.text()).toBe('intent=add');
  });

  it('keeps the configured origin for a path that reads as another host', () => {
    for (const path of ['//evil.example/shop', '//', '/\\evil.example/shop', '///x']) {
      const moved = requestAtSiteOrigin(
        new Request(`http://127.0.0.1:3000${path}`),
        'https://wildroot.example',
      );
      expect(new URL(moved.url).origin, path).toBe('https://wildroot.example');
    }
  });
});

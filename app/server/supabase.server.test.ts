import {describe, expect, it} from 'vitest';
import {forwardShopperIp, getUser, shopperIp} from './supabase.server';

const withBuyerIp = (value: string) =>
  new Request('https://shop.test/auth', {headers: {'oxygen-buyer-ip': value}});

describe('shopperIp', () => {
  it("reads Oxygen's buyer IP, IPv4 and IPv6", () => {
    expect(shopperIp(withBuyerIp('203.0.113.7'))).toBe('203.0.113.7');
    expect(shopperIp(withBuyerIp(' 2001:db8::1 '))).toBe('2001:db8::1');
  });

  it('ignores a missing or malformed value', () => {
    expect(shopperIp(new Request('https://shop.test/'))).toBeNull();
    expect(shopperIp(withBuyerIp('999.1.1.1'))).toBeNull();
    expect(shopperIp(withBuyerIp('203.0.113.7, 10.0.0.1'))).toBeNull();
    expect(shopperIp(withBuyerIp('<script>'))).toBeNull();
  });

  it("ignores mini-oxygen's loopback placeholder", () => {
    expect(shopperIp(withBuyerIp('127.0.0.1'))).toBeNull();
    expect(shopperIp(withBuyerIp('::1'))).toBeNull();
  });
});

describe('forwardShopperIp', () => {
  it('adds X-Forwarded-For to Auth requests only, keeping their headers', async () => {
    const seen: {url: string; headers: Headers}[] = [];
    const recorder: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      seen.push({url, headers: new Headers(init?.headers)});
      return new Response('{}');
    };
    const wrapped = forwardShopperIp('https://ref.supabase.co/auth/v1/', '203.0.113.7', recorder);
    await wrapped('https://ref.supabase.co/auth/v1/token?grant_type=password', {
      headers: {apikey: 'k'},
    });
    await wrapped('https://ref.supabase.co/rest/v1/rpc/has_role', {headers: {apikey: 'k'}});
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(seen[0]?.headers.get('apikey')).toBe('k');
    expect(seen[1]?.headers.get('x-forwarded-for')).toBeNull();
  });
});

describe('getUser', () => {
  it('answers null without an auth cookie, without asking the context for a Supabase client', async () => {
    let clientsAsked = 0;
    const context = {
      get supabase(): never {
        clientsAsked += 1;
        throw new Error('the Supabase client was made');
      },
    };
    expect(
      await getUser(context, new Request('https://shop.example/', {headers: {Cookie: 'cart=1'}})),
    ).toBeNull();
    expect(clientsAsked).toBe(0);
  });
});

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {UnusedWebSocket} from '../../local/supabase-api/testing.mjs';
import {RequestDeadline} from './providerDeadline.server';
import {
  createPublicDatabaseClient,
  createSupabaseServerClient,
  endSession,
  forwardShopperIp,
  getUser,
  PendingResponseHeaders,
  shopperIp,
} from './supabase.server';

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
  it('adds X-Forwarded-For and Sb-Forwarded-For to Auth requests only, keeping their headers', async () => {
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
    expect(seen[0]?.headers.get('sb-forwarded-for')).toBe('203.0.113.7');
    expect(seen[0]?.headers.get('apikey')).toBe('k');
    expect(seen[1]?.headers.get('x-forwarded-for')).toBeNull();
    expect(seen[1]?.headers.get('sb-forwarded-for')).toBeNull();
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

describe('endSession', () => {
  const SUPABASE_URL = 'http://127.0.0.1:54321';
  const session = {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token',
    user: {id: '00000000-0000-4000-8000-000000000001', email: 'shopper@example.com'},
  };
  // A session long enough to be chunked, as @supabase/ssr writes it: `base64-` + base64url, split in two.
  const encoded = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  const half = Math.ceil(encoded.length / 2);
  const signedIn = () =>
    new Request('https://shop.test/auth', {
      method: 'POST',
      headers: {
        Cookie: `cart=c1; sb-127-auth-token.0=${encoded.slice(0, half)}; sb-127-auth-token.1=${encoded.slice(half)}`,
      },
    });

  /** Signs out with Auth answering as `fetchImpl` does, and gives the response's Set-Cookie lines. */
  async function signOutWith(fetchImpl: typeof fetch, budgetMs = 2000) {
    vi.stubGlobal('fetch', fetchImpl);
    // The server client expects a global WebSocket for Realtime, as in workerd; Node 20 has none.
    vi.stubGlobal('WebSocket', UnusedWebSocket);
    try {
      const request = signedIn();
      const pending = new PendingResponseHeaders();
      const deadline = new RequestDeadline(budgetMs);
      const supabase = createSupabaseServerClient({
        request,
        url: SUPABASE_URL,
        anonKey: 'anon-key',
        secure: true,
        pending,
        deadline,
      });
      await endSession({request, secure: true, pending, supabase: () => supabase, deadline});
      return {pending, setCookies: setCookiesOf(pending)};
    } finally {
      vi.unstubAllGlobals();
    }
  }

  const setCookiesOf = (pending: PendingResponseHeaders) => {
    const response = new Response(null);
    pending.applyTo(response);
    return response.headers.getSetCookie();
  };

  const expectEveryChunkExpired = (setCookies: string[]) => {
    const auth = setCookies.filter((cookie) => cookie.startsWith('sb-'));
    expect(auth.map((cookie) => cookie.slice(0, cookie.indexOf('=')))).toEqual([
      'sb-127-auth-token.0',
      'sb-127-auth-token.1',
    ]);
    for (const cookie of auth) {
      expect(cookie).toMatch(/^sb-127-auth-token\.\d=;/);
      expect(cookie).toMatch(/Max-Age=0/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
    // The cart is the shopper's, not the session's.
    expect(setCookies.some((cookie) => cookie.startsWith('cart='))).toBe(false);
  };

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // auth-js logs each failed fetch itself.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clears every chunk of the session when Auth is down, and logs the failed revocation', async () => {
    const {setCookies} = await signOutWith(() => Promise.reject(new TypeError('fetch failed')));
    expectEveryChunkExpired(setCookies);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^Sign-out not revoked at Auth/));
  });

  it('clears every chunk when Auth does not answer within the deadline', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const started = Date.now();
    const {setCookies} = await signOutWith(hanging, 200);
    expect(Date.now() - started).toBeLessThan(1500);
    expectEveryChunkExpired(setCookies);
  });

  it('revokes the session at Auth when it answers, and clears each chunk once', async () => {
    const calls: string[] = [];
    const {setCookies} = await signOutWith(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(null, {status: 204});
    });
    expect(calls).toEqual([`POST ${SUPABASE_URL}/auth/v1/logout?scope=local`]);
    expectEveryChunkExpired(setCookies);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('drops an auth cookie the client writes after sign-out (a late refresh)', async () => {
    const {pending} = await signOutWith(() => Promise.reject(new TypeError('fetch failed')));
    pending.cookies.push('sb-127-auth-token=base64-bGF0ZQ; Path=/; Max-Age=34560000; HttpOnly');
    expectEveryChunkExpired(setCookiesOf(pending));
  });

  it('without a session, asks nothing of Supabase', async () => {
    const pending = new PendingResponseHeaders();
    await endSession({
      request: new Request('https://shop.test/auth', {headers: {Cookie: 'cart=c1'}}),
      secure: false,
      pending,
      supabase: () => {
        throw new Error('the Supabase client was made');
      },
      deadline: new RequestDeadline(),
    });
    expect(setCookiesOf(pending)).toEqual([]);
  });
});

describe('createPublicDatabaseClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Requests that reach `fetch` (stubbed before the clients are made: they bind it then). */
  function recordRequests() {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return Promise.resolve(Response.json([{marketing_hook: 'Calm skin'}]));
    });
    return seen;
  }

  /** The one request a product's live-copy read makes through `client`. */
  async function liveCopyRequest(
    client: {from: ReturnType<typeof createPublicDatabaseClient>['from']},
    seen: Request[],
  ) {
    const before = seen.length;
    const {data, error} = await client
      .from('live_product_copy')
      .select('marketing_hook, marketing_benefits, marketing_perfect_for')
      .eq('product_handle', 'lavender-oat-soap')
      .maybeSingle()
      .retry(false);
    expect(error).toBeNull();
    expect(data).toEqual({marketing_hook: 'Calm skin'});
    const [request, ...more] = seen.slice(before);
    expect(more).toEqual([]);
    if (!request) throw new Error('The read sent no request');
    return request;
  }

  const headersOf = (request: Request) =>
    Object.fromEntries([...request.headers].filter(([name]) => name !== 'x-client-info'));

  it("sends what Supabase's own client sends for a shopper with no session, and answers the same", async () => {
    // The server client expects a global WebSocket for Realtime, as in workerd; Node 20 has none.
    vi.stubGlobal('WebSocket', UnusedWebSocket);
    const seen = recordRequests();
    const ownClient = createSupabaseServerClient({
      request: new Request('https://shop.test/product/lavender-oat-soap'),
      url: 'https://project.supabase.test/',
      anonKey: 'anon-key',
      secure: true,
      pending: new PendingResponseHeaders(),
    });
    const expected = await liveCopyRequest(ownClient, seen);
    const request = await liveCopyRequest(
      createPublicDatabaseClient({url: 'https://project.supabase.test/', anonKey: 'anon-key'}),
      seen,
    );
    expect(request.method).toBe(expected.method);
    expect(request.url).toBe(expected.url);
    expect(request.url).toMatch(/^https:\/\/project\.supabase\.test\/rest\/v1\/live_product_copy\?/);
    expect(headersOf(request)).toEqual(headersOf(expected));
    expect(request.headers.get('apikey')).toBe('anon-key');
    expect(request.headers.get('authorization')).toBe('Bearer anon-key');
    expect(request.headers.get('accept-profile')).toBe('public');
  });

  it("gives up at the request's deadline", async () => {
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    );
    const client = createPublicDatabaseClient({
      url: 'https://project.supabase.test',
      anonKey: 'anon-key',
      deadline: new RequestDeadline(30),
    });
    const started = Date.now();
    const {error} = await client.from('live_product_copy').select('marketing_hook').retry(false);
    expect(error?.message).toContain('Supabase did not answer within');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

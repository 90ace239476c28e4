// The admin routes' loaders and actions with real @supabase/ssr sessions against the local Supabase API:
// /api/admin/overrides (list, approve, reject; JSON and HTML-form answers) and the product copy manager.
import type {SupabaseClient} from '@supabase/supabase-js';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {
  ANON_KEY,
  SEED,
  SERVICE_ROLE_KEY,
  UnusedWebSocket,
  keyClient,
  readOverride,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';
import {ADMIN_MESSAGES} from '~/features/admin-copy/adminCopy';
import {createSupabaseServerClient, PendingResponseHeaders} from '~/server/supabase.server';
import {action as overridesAction, loader as overridesLoader} from '~/routes/api.admin.overrides';
import * as copyManagerRoute from '~/routes/admin.product-copy-manager';
import {requestRoute, type RouteUnderTest} from './remixRequest';
import {memoryCache} from '../memoryCache';

// Starting PGlite takes minutes when the shared 2-core machine is busy.
const STARTUP_TIMEOUT_MS = 400_000;
const ORIGIN = 'http://127.0.0.1:3000';
const COPY_MANAGER: RouteUnderTest = {
  id: 'routes/admin.product-copy-manager',
  path: 'admin/product-copy-manager',
  module: copyManagerRoute,
};

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let service: SupabaseClient;
const cookies: Record<'admin' | 'shopper' | 'anon', string> = {admin: '', shopper: '', anon: ''};

function serverClient(cookie: string) {
  const request = new Request(ORIGIN, {headers: cookie ? {Cookie: cookie} : {}});
  const pending = new PendingResponseHeaders();
  const supabase = createSupabaseServerClient({
    request,
    url: api.url,
    anonKey: ANON_KEY,
    secure: false,
    pending,
  });
  return {supabase, pending};
}

/** Signs in through the app's own server client and returns the Cookie header a browser would send. */
async function sessionCookie(email: string, password: string) {
  const {supabase, pending} = serverClient('');
  const {error} = await supabase.auth.signInWithPassword({email, password});
  if (error) throw error;
  return pending.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

function productStorefront() {
  return {
    query: vi.fn(async (text: string, options: {variables: {handle?: string}}) => {
      if (text.includes('AdminPickerProducts')) {
        return {products: {nodes: [...productByHandle.values()].slice(0, 50)}};
      }
      const product = productByHandle.get(options.variables.handle ?? '');
      // The catalogue's own records lack what the query's resolvers add: a price and a type for the preview.
      return {
        product: product
          ? {priceRange: {minVariantPrice: {amount: '12.00', currencyCode: 'USD'}}, ...product}
          : null,
      };
    }),
  };
}

function contextFor(who: keyof typeof cookies) {
  const cookie = cookies[who];
  const {supabase} = serverClient(cookie);
  const session = {flash: vi.fn()};
  const storefront = productStorefront();
  // The page cache as the worker gives it to routes; what an approval drops from it is kept here.
  const forgotten: string[] = [];
  const pageCache = {
    refuse: vi.fn(),
    forget: (url: string) => Promise.resolve(void forgotten.push(url)),
  };
  const copies = memoryCache();
  const context = {
    supabase,
    session,
    storefront,
    pageCache,
    copyOverrideCache: () => Promise.resolve(copies.cache),
    config: {STOREFRONT_TIMEOUT_MS: 2_500},
  } as unknown as AppLoadContext;
  return {context, cookie, session, storefront, forgotten, forgottenCopies: copies.deleted};
}

function request(
  path: string,
  cookie: string,
  init: RequestInit & {headers?: Record<string, string>} = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: {...(cookie ? {Cookie: cookie} : {}), ...init.headers},
  });
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** Posts a review; without a `version` it sends the record's current one, as a fresh page would. */
async function review(who: keyof typeof cookies, fields: Record<string, string>) {
  const {context, cookie, session, forgotten, forgottenCopies} = contextFor(who);
  if (fields.version === undefined && /^[0-9a-f-]{36}$/.test(fields.id ?? '')) {
    const {data} = await service.from('product_copy_overrides').select('version').eq('id', fields.id!).maybeSingle();
    if (data) fields = {...fields, version: String((data).version)};
  }
  const response = await overridesAction({
    request: request('/api/admin/overrides', cookie, {method: 'POST', body: form(fields)}),
    context,
    params: {},
  });
  return {response, session, forgotten, forgottenCopies};
}

const row = (id: string) => readOverride(service, id);

/** Runs a loader or action that may throw a redirect, and returns the Response either way. */
async function settle(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

beforeAll(async () => {
  // The app's server client (as in workerd) expects a global WebSocket for Realtime; Node 20 has none.
  vi.stubGlobal('WebSocket', UnusedWebSocket);
  api = await startTestSupabaseApi();
  service = keyClient(api.url, SERVICE_ROLE_KEY);
  await fetch(`${api.url}/functions/v1/improve-product-copy`, {method: 'OPTIONS'});
  cookies.admin = await sessionCookie(SEED.admin.email, SEED.admin.password);
  cookies.shopper = await sessionCookie(SEED.shopper.email, SEED.shopper.password);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

describe('GET /api/admin/overrides', () => {
  it('gives an admin every override, highest confidence first, never cached', async () => {
    const {context, cookie} = contextFor('admin');
    const response = await overridesLoader({
      request: request('/api/admin/overrides?_answer=data', cookie),
      context,
      params: {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const {overrides} = await response.json<{
      overrides: {id: string; confidence_score: number}[];
    }>();
    expect(overrides.length).toBeGreaterThanOrEqual(6);
    const scores = overrides.map((override) => Number(override.confidence_score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(overrides[0]?.id).toBe(SEED.overrides.lavenderActive);
  });

  it.each([
    ['shopper', 403],
    ['anon', 401],
  ] as const)('gives a %s %i JSON and no data', async (who, status) => {
    const {context, cookie} = contextFor(who);
    const response = await overridesLoader({
      request: request('/api/admin/overrides?_answer=data', cookie),
      context,
      params: {},
    });
    expect(response.status).toBe(status);
    const body = await response.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('redirects a shopper’s browser to /', async () => {
    const {context, cookie} = contextFor('shopper');
    const response = await overridesLoader({
      request: request('/api/admin/overrides', cookie, {headers: {Accept: 'text/html'}}),
      context,
      params: {},
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });
});

describe('POST /api/admin/overrides', () => {
  it('lets an admin approve a pending override (JSON): active, approved, stamped, reviewer recorded', async () => {
    const before = Date.now();
    const {response, forgotten, forgottenCopies} = await review('admin', {
      intent: 'approve',
      id: SEED.overrides.rosehipPending,
      _answer: 'data',
    });
    expect(response.status).toBe(200);
    // Visitors served from the page cache see the new copy at once, and no render reuses the kept copy.
    expect(forgotten).toEqual([`${ORIGIN}/product/rosehip-glow-face-oil`]);
    expect(forgottenCopies).toEqual([expect.stringMatching(/\/rosehip-glow-face-oil$/)]);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<{
      ok: boolean;
      notice: {title: string};
      override: {id: string};
    }>();
    expect(body).toMatchObject({
      ok: true,
      notice: {kind: 'success', title: 'Override approved and activated!'},
    });
    expect(body.override.id).toBe(SEED.overrides.rosehipPending);

    const stored = await row(SEED.overrides.rosehipPending);
    expect(stored).toMatchObject({
      override_active: true,
      review_status: 'approved',
      reviewed_by: SEED.admin.id,
    });
    expect(new Date(String(stored.last_reviewed_at)).getTime()).toBeGreaterThanOrEqual(
      before - 5_000,
    );

    // The storefront (anon) now reads this copy for the product.
    const anon = keyClient(api.url, ANON_KEY);
    const {data} = await anon
      .from('live_product_copy')
      .select('marketing_hook')
      .eq('product_handle', 'rosehip-glow-face-oil')
      .maybeSingle();
    expect(data?.marketing_hook).toBe(stored.marketing_hook);
  });

  it('answers 422 for copy with a disease or drug claim, says why, and keeps it off the product page', async () => {
    const {data: inserted, error} = await service
      .from('product_copy_overrides')
      .insert({
        product_handle: 'ashwagandha-calm-capsules',
        marketing_hook: 'Cures anxiety and cancer. FDA approved.',
        marketing_benefits: 'One\nTwo',
        marketing_perfect_for: 'Everyone.',
        confidence_score: 0.95,
      })
      .select('id')
      .single();
    if (error) throw error;
    const id = inserted.id as string;
    const {response} = await review('admin', {intent: 'approve', id, _answer: 'data'});
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      ok: false,
      notice: {
        kind: 'error',
        title: 'Failed to approve override',
        description: ADMIN_MESSAGES.claimsRefused,
      },
    });
    expect(await row(id)).toMatchObject({override_active: false, review_status: 'pending'});
  });

  it('approves copy with warnings only with the box ticked: 428 with the reason, then 200', async () => {
    const {data: inserted, error} = await service
      .from('product_copy_overrides')
      .insert({
        product_handle: 'turmeric-orange-soap',
        marketing_hook: 'A bright, zesty bar for mornings.',
        marketing_benefits: 'Short\nAnother benefit line here\nA third benefit line here',
        marketing_perfect_for: 'Anyone who likes citrus in the shower.',
        confidence_score: 0.8,
        validation_warnings: ['Benefit 1 is too short: 5 characters (at least 10)'],
      })
      .select('id')
      .single();
    if (error) throw error;
    const id = inserted.id as string;
    const refused = await review('admin', {intent: 'approve', id, _answer: 'data'});
    expect(refused.response.status).toBe(428);
    expect(await refused.response.json()).toMatchObject({
      ok: false,
      notice: {title: 'Failed to approve override', description: ADMIN_MESSAGES.confirmWarnings},
    });
    expect(await row(id)).toMatchObject({override_active: false, review_status: 'pending'});

    const approved = await review('admin', {intent: 'approve', id, confirmWarnings: 'on'});
    expect(approved.response.status).toBe(303);
    expect(await row(id)).toMatchObject({override_active: true, review_status: 'approved', reviewed_by_email: 'admin@wildroot.test'});
  });

  it('sends a plain form post back to the page it came from (its filters, the record under review), never elsewhere', async () => {
    const pending = async () => {
      const {data, error} = await service
        .from('product_copy_overrides')
        .insert({product_handle: 'rosemary-mint-soap', marketing_hook: 'Fresh.', confidence_score: 0.5})
        .select('id')
        .single();
      if (error) throw error;
      return data.id as string;
    };
    const first = await pending();
    const back = await review('admin', {
      intent: 'reject',
      id: first,
      returnTo: `/admin/product-copy-manager?status=pending&review=${first}`,
    });
    expect(back.response.headers.get('Location')).toBe(`/admin/product-copy-manager?status=pending&review=${first}`);
    const away = await review('admin', {intent: 'reject', id: await pending(), returnTo: 'https://evil.example/'});
    expect(away.response.headers.get('Location')).toBe('/admin/product-copy-manager');
  });

  it('retires the product’s other active override when approving', async () => {
    const {data: inserted, error} = await service
      .from('product_copy_overrides')
      .insert({
        product_handle: 'lavender-oat-soap',
        marketing_hook: 'A newer lavender hook that should replace the old one.',
        marketing_benefits: 'One\nTwo\nThree',
        marketing_perfect_for: 'Lavender lovers.',
        confidence_score: 0.8,
      })
      .select('id')
      .single();
    if (error) throw error;
    const {response} = await review('admin', {
      intent: 'approve',
      id: inserted.id as string,
      _answer: 'data',
    });
    expect(response.status).toBe(200);
    expect(await row(inserted.id as string)).toMatchObject({override_active: true});
    expect(await row(SEED.overrides.lavenderActive)).toMatchObject({
      override_active: false,
      review_status: 'approved',
    });
  });

  it('lets an admin reject with a plain form post: 303 back to the admin page with a flash notice', async () => {
    const {response, session} = await review('admin', {
      intent: 'reject',
      id: SEED.overrides.sheaPendingLow,
      version: String((await row(SEED.overrides.sheaPendingLow)).version),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/product-copy-manager');
    expect(session.flash).toHaveBeenCalledWith('notice', {
      kind: 'success',
      title: 'Override rejected',
      description: 'It will not appear on the product page.',
    });
    const stored = await row(SEED.overrides.sheaPendingLow);
    expect(stored).toMatchObject({
      override_active: false,
      review_status: 'rejected',
      reviewed_by: SEED.admin.id,
    });
    expect(stored.last_reviewed_at).toBeTruthy();
  });

  it('answers 409 for copy that was already reviewed, says so, and changes nothing (JSON and form post)', async () => {
    // sheaPendingLow was rejected by the test above; a stale page still offering Approve must not make it live.
    const before = await row(SEED.overrides.sheaPendingLow);
    expect(before).toMatchObject({override_active: false, review_status: 'rejected'});

    // The version the page showed is the current one: the record is refused for its status, not as stale.
    const json = await review('admin', {
      intent: 'approve',
      id: SEED.overrides.sheaPendingLow,
      version: String(before.version),
      _answer: 'data',
    });
    expect(json.response.status).toBe(409);
    expect(await json.response.json()).toMatchObject({
      ok: false,
      notice: {
        kind: 'error',
        title: 'Failed to approve override',
        description: 'This copy was already reviewed. Reload the page to see its current status.',
      },
    });

    const form = await review('admin', {
      intent: 'reject',
      id: SEED.overrides.lavenderActive,
      version: String((await row(SEED.overrides.lavenderActive)).version),
    });
    expect(form.response.status).toBe(303);
    expect(form.session.flash).toHaveBeenCalledWith('notice', {
      kind: 'error',
      title: 'Failed to reject override',
      description: 'This copy was already reviewed. Reload the page to see its current status.',
    });

    expect(await row(SEED.overrides.sheaPendingLow)).toEqual(before);
    expect(await row(SEED.overrides.lavenderActive)).toMatchObject({
      override_active: false,
      review_status: 'approved',
    });
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const bad = await review('admin', {intent: 'approve', id: "1' or '1'='1", _answer: 'data'});
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toMatchObject({
      ok: false,
      notice: {
        kind: 'error',
        title: 'Failed to approve override',
        description: 'Override id must be a UUID',
      },
    });
    const unknown = await review('admin', {
      intent: 'reject',
      id: 'c0de0000-0000-4000-8000-00000000ffff',
      version: '1',
      _answer: 'data',
    });
    expect(unknown.response.status).toBe(404);
    expect(await unknown.response.json()).toMatchObject({
      ok: false,
      notice: {title: 'Failed to reject override'},
    });
    const intent = await review('admin', {
      intent: 'delete',
      id: SEED.overrides.sheaPendingHigh,
      _answer: 'data',
    });
    expect(intent.response.status).toBe(400);
  });

  it('refuses a shopper (403 JSON, or / for a form post) and changes nothing', async () => {
    const json = await review('shopper', {
      intent: 'approve',
      id: SEED.overrides.sheaPendingHigh,
      _answer: 'data',
    });
    expect(json.response.status).toBe(403);
    expect(Object.keys(await json.response.json())).toEqual(['error']);
    const html = await review('shopper', {intent: 'reject', id: SEED.overrides.sheaPendingHigh});
    expect(html.response.status).toBe(303);
    expect(html.response.headers.get('Location')).toBe('/');
    expect(html.session.flash).not.toHaveBeenCalled();
    expect(await row(SEED.overrides.sheaPendingHigh)).toMatchObject({
      override_active: false,
      review_status: 'pending',
      last_reviewed_at: null,
    });
  });

  it('refuses a signed-out visitor (401 JSON, or / for a form post)', async () => {
    const json = await review('anon', {
      intent: 'approve',
      id: SEED.overrides.sheaPendingHigh,
      _answer: 'data',
    });
    expect(json.response.status).toBe(401);
    const html = await review('anon', {intent: 'approve', id: SEED.overrides.sheaPendingHigh});
    expect(html.response.headers.get('Location')).toBe('/');
    expect(await row(SEED.overrides.sheaPendingHigh)).toMatchObject({review_status: 'pending'});
  });
});

describe('/admin/product-copy-manager', () => {
  it.each(['shopper', 'anon'] as const)('redirects a %s to /', async (who) => {
    const {context, cookie} = contextFor(who);
    const thrown = (await settle(() =>
      copyManagerRoute.loader({
        request: request('/admin/product-copy-manager', cookie),
        context,
        params: {},
      }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/');
  });

  it('loads the picker sorted by title and the override list for an admin', async () => {
    const {context, cookie, storefront} = contextFor('admin');
    const {response, loaderData} = await requestRoute(
      COPY_MANAGER,
      request('/admin/product-copy-manager', cookie),
      context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = loaderData as {
      products: {products: {title: string}[]; error: null};
      overrides: {overrides: unknown[]; error: null};
    };
    expect(page.overrides.error).toBeNull();
    expect(page.overrides.overrides.length).toBeGreaterThan(0);
    const {products} = page;
    const titles = products.products.map((product) => product.title);
    expect(titles).toHaveLength(Math.min(50, productByHandle.size));
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
    );
    expect(storefront.query.mock.calls[0]?.[1]).toMatchObject({variables: {first: 50}});
  });

  it('generates copy through the function with the admin’s session and answers with the result', async () => {
    const {context, cookie} = contextFor('admin');
    const {response, actionData} = await requestRoute(
      COPY_MANAGER,
      request('/admin/product-copy-manager', cookie, {
        method: 'POST',
        body: form({intent: 'generate', handle: 'calendula-hand-salve', _answer: 'data'}),
      }),
      context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(actionData).toMatchObject({
      intent: 'generate',
      ok: true,
      handle: 'calendula-hand-salve',
      notice: {kind: 'success', title: 'AI copy generated successfully!'},
      result: {
        writer: 'local',
        warnings: [],
        override: {product_handle: 'calendula-hand-salve', review_status: 'pending'},
      },
    });
    const {data} = await service
      .from('product_copy_overrides')
      .select('id')
      .eq('product_handle', 'calendula-hand-salve');
    expect(data).toHaveLength(1);
  });

  it('without JavaScript, answers a generation with 303 to the page reviewing the new record', async () => {
    const {context, cookie} = contextFor('admin');
    const {response} = await requestRoute(
      COPY_MANAGER,
      request('/admin/product-copy-manager?status=pending', cookie, {
        method: 'POST',
        body: form({intent: 'generate', handle: 'pink-clay-rose-mask'}),
      }),
      context,
    );
    expect(response.status).toBe(303);
    const {data} = await service.from('product_copy_overrides').select('id').eq('product_handle', 'pink-clay-rose-mask');
    expect(data).toHaveLength(1);
    expect(response.headers.get('Location')).toBe(`/admin/product-copy-manager?status=pending&review=${data?.[0]?.id}`);
  });

  it('saves an edit of pending copy with the function’s own checks: warnings stored, generated text kept', async () => {
    const {data: inserted, error} = await service
      .from('product_copy_overrides')
      .insert({
        product_handle: 'calendula-day-cream',
        marketing_hook: 'An everyday moisturiser with a light, whipped feel.',
        marketing_benefits: 'Layers well under sunscreen\nLightly scented with chamomile\nAbsorbs in a minute',
        marketing_perfect_for: 'Skin that wants rich, comforting moisture every day.',
        confidence_score: 0.85,
      })
      .select('id')
      .single();
    if (error) throw error;
    const id = inserted.id as string;
    const {context, cookie} = contextFor('admin');
    const save = (fields: Record<string, string>) =>
      requestRoute(
        COPY_MANAGER,
        request(`/admin/product-copy-manager?review=${id}`, cookie, {method: 'POST', body: form({intent: 'save', id, ...fields})}),
        context,
      );

    const invalid = await save({hook: '   ', benefit1: 'Layers well under sunscreen', perfectFor: 'Dry skin', _answer: 'data'});
    expect(invalid.response.status).toBe(400);
    expect(invalid.actionData).toMatchObject({ok: false, fieldErrors: {hook: 'Enter a hook'}});

    const saved = await save({
      hook: 'Heals eczema and calms dry skin in 2 days.',
      benefit1: 'Layers well under sunscreen',
      benefit2: 'Lightly scented with chamomile',
      benefit3: 'Now in a 500 ml pump',
      perfectFor: 'Skin that wants rich, comforting moisture every day.',
    });
    expect(saved.response.status).toBe(303);
    expect(saved.response.headers.get('Location')).toBe(`/admin/product-copy-manager?review=${id}`);
    const stored = await row(id);
    expect(stored).toMatchObject({
      marketing_hook: 'Heals eczema and calms dry skin in 2 days.',
      marketing_benefits: 'Layers well under sunscreen\nLightly scented with chamomile\nNow in a 500 ml pump',
      generated_hook: 'An everyday moisturiser with a light, whipped feel.',
      edited_by_email: 'admin@wildroot.test',
      review_status: 'pending',
    });
    const warnings = stored.validation_warnings as string[];
    expect(warnings).toContain('Claim not allowed for US cosmetics or supplements (disease claim): "Heals eczema"');
    expect(warnings).toContain('Fact altered in copy: "500 ml" is not stated anywhere in the product\'s facts');

    // The page places each warning on its line.
    const page = await requestRoute(COPY_MANAGER, request(`/admin/product-copy-manager?review=${id}`, cookie), context);
    const review = (page.loaderData as {review: {warnings: Array<{message: string; places: unknown[]}>}}).review;
    expect(review.warnings.find((w) => w.message.includes('"500 ml"'))?.places).toEqual([{field: 'benefits', line: 2}]);
    expect(review.warnings.find((w) => w.message.includes('Heals eczema'))?.places).toEqual([{field: 'hook', line: null}]);
  });

  it('says which product was not found, and generates nothing', async () => {
    const {context, cookie} = contextFor('admin');
    const {response, actionData} = await requestRoute(
      COPY_MANAGER,
      request('/admin/product-copy-manager', cookie, {
        method: 'POST',
        body: form({intent: 'fetch-product', handle: 'no-such-product'}),
      }),
      context,
    );
    expect(response.status).toBe(404);
    expect(actionData).toMatchObject({
      ok: false,
      notice: {kind: 'error', title: 'Product not found: no-such-product'},
    });
  });

  it('redirects a shopper’s generate post to / without calling anything', async () => {
    const {context, cookie, storefront} = contextFor('shopper');
    const thrown = (await settle(() =>
      copyManagerRoute.action({
        request: request('/admin/product-copy-manager', cookie, {
          method: 'POST',
          body: form({intent: 'generate', handle: 'calendula-hand-salve'}),
        }),
        context,
        params: {},
      }),
    )) as Response;
    expect(thrown.headers.get('Location')).toBe('/');
    expect(storefront.query).not.toHaveBeenCalled();
  });
});

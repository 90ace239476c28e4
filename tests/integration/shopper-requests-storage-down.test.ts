// The newsletter, opt-out and sign-in actions when Supabase cannot be reached: the shopper is told the
// request was not saved (503), the input is kept, and no success message is shown or flashed.
import {createServer} from 'node:net';
import {createClient} from '@supabase/supabase-js';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {ANON_KEY, nodeClientOptions} from '../../local/supabase-api/testing.mjs';
import type {Database} from '~/server/database.types';
import {NEWSLETTER_MESSAGES} from '~/features/newsletter/newsletterForm';
import {OPT_OUT_MESSAGES} from '~/features/consent/optOutForm';
import * as authRoute from '~/routes/auth';
import * as optOutRoute from '~/routes/data-sharing-opt-out';
import * as newsletterRoute from '~/routes/newsletter';
import {requestRoute, type RouteUnderTest} from './remixRequest';

/** A loopback port nothing listens on: bound once to get a free number, then closed. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let supabaseUrl = '';
beforeAll(async () => {
  supabaseUrl = `http://127.0.0.1:${await closedPort()}`;
});

function contextWithSupabaseDown() {
  const flash = vi.fn();
  const context = {
    supabase: createClient<Database>(supabaseUrl, ANON_KEY, nodeClientOptions),
    session: {flash, has: () => false, get: () => undefined, unset: vi.fn(), set: vi.fn()},
    config: {SITE_ENV: 'local', PUBLIC_SITE_ORIGIN: 'http://shop.test'},
  };
  return {context: context as unknown as AppLoadContext, flash};
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, {method: 'POST', body: new URLSearchParams(fields), headers});
}

const NEWSLETTER: RouteUnderTest = {id: 'routes/newsletter', path: 'newsletter', module: newsletterRoute};
const OPT_OUT: RouteUnderTest = {id: 'routes/data-sharing-opt-out', path: 'data-sharing-opt-out', module: optOutRoute};
const AUTH: RouteUnderTest = {id: 'routes/auth', path: 'auth', module: authRoute};

/** The form post through Remix: the status it answers with, and the action's data the page renders. */
async function submit(route: RouteUnderTest, request: Request, context: AppLoadContext) {
  const {response, actionData} = await requestRoute(route, request, context);
  return {body: actionData as Record<string, unknown>, status: response.status};
}

describe('with Supabase down', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([true, false])('the newsletter answers 503 and keeps the address (enhanced: %s)', async (enhanced) => {
    const {context, flash} = contextWithSupabaseDown();
    const request = post('/newsletter', {
      intent: 'subscribe',
      email: ' Ana@Example.com ',
      source: 'home',
      redirectTo: '/',
      ...(enhanced ? {_answer: 'data'} : {}),
    });
    const {body, status} = await submit(NEWSLETTER, request, context);

    expect(status).toBe(503);
    expect(body).toMatchObject({
      ok: false,
      email: 'Ana@Example.com',
      error: NEWSLETTER_MESSAGES.unavailable,
      notice: {kind: 'error', description: NEWSLETTER_MESSAGES.unavailable},
    });
    expect(body.error).toMatch(/couldn't add you/);
    expect(JSON.stringify(body)).not.toContain('Welcome');
    expect(JSON.stringify(body)).not.toContain(NEWSLETTER_MESSAGES.welcomeDescription);
    expect(flash).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('Newsletter sign-up not stored:', expect.anything());
  });

  it.each([true, false])('the opt-out answers 503 and keeps the input (enhanced: %s)', async (enhanced) => {
    const {context, flash} = contextWithSupabaseDown();
    const request = post(
      '/data-sharing-opt-out',
      {
        intent: 'opt-out',
        firstName: 'Ana',
        lastName: "O'Neil",
        email: 'ana@example.com',
        state: 'Oregon',
        optOutTargetedAds: 'on',
        ...(enhanced ? {_answer: 'data'} : {}),
      },
      {'Sec-GPC': '1'},
    );
    const {body, status} = await submit(OPT_OUT, request, context);

    expect(status).toBe(503);
    expect(body).toMatchObject({
      ok: false,
      formError: OPT_OUT_MESSAGES.unavailable,
      values: {firstName: 'Ana', lastName: "O'Neil", email: 'ana@example.com', state: 'Oregon', optOutTargetedAds: true},
      notice: {kind: 'error', title: OPT_OUT_MESSAGES.unavailableTitle},
    });
    expect(body.formError).toMatch(/has not been submitted/);
    expect(JSON.stringify(body)).not.toContain(OPT_OUT_MESSAGES.submittedTitle);
    expect(JSON.stringify(body)).not.toContain(OPT_OUT_MESSAGES.submittedDescription);
    expect(flash).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('Opt-out request not stored:', expect.anything());
  });

  it('still validates first: invalid input is a 400 with the field message, without asking Supabase', async () => {
    const {context} = contextWithSupabaseDown();
    const request = post('/newsletter', {intent: 'subscribe', email: 'not-an-email'});
    const {body, status} = await submit(NEWSLETTER, request, context);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: NEWSLETTER_MESSAGES.invalid,
      notice: {title: 'Validation Error', description: NEWSLETTER_MESSAGES.invalid},
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each(['login', 'signup'])('%s answers 503 with the spec’s generic message and keeps the email', async (intent) => {
    const {context, flash} = contextWithSupabaseDown();
    const request = post('/auth', {intent, email: 'ana@example.com', password: 'long-enough'});
    const {body, status} = await submit(AUTH, request, context);
    // Not a 400: nothing was wrong with what the shopper typed.
    expect(status).toBe(503);
    expect(body).toEqual({mode: intent, email: 'ana@example.com', formError: 'An error occurred'});
    expect(flash).not.toHaveBeenCalled();
  });
});

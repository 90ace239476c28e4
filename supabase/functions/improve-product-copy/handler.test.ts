// The function checks its caller itself (verify_jwt is off in config.toml): against a fake Supabase on a
// loopback port that knows one admin token and one shopper token.
import assert from 'node:assert/strict';
import {handleImproveProductCopy} from './handler.ts';

const PUBLISHABLE = 'sb_publishable_test';
const SECRET = 'sb_secret_test';
const BODY = {productHandle: 'lavender-oat-soap', productTitle: 'Lavender Oat Soap', originalDescription: '<p>A bar.</p>'};

interface Seen {
  method: string;
  path: string;
  apikey: string | null;
  authorization: string | null;
}

/** Runs `test` against a fake Supabase: Auth knows the tokens "admin" and "shopper", has_role only the admin. */
async function withFakeSupabase(test: (url: string, seen: Seen[]) => Promise<void>) {
  const seen: Seen[] = [];
  const users: Record<string, string> = {'Bearer admin': 'admin-id', 'Bearer shopper': 'shopper-id'};
  const server = Deno.serve({hostname: '127.0.0.1', port: 0, onListen() {}}, async (request) => {
    const {pathname} = new URL(request.url);
    const authorization = request.headers.get('Authorization');
    seen.push({method: request.method, path: pathname, apikey: request.headers.get('apikey'), authorization});
    if (pathname === '/auth/v1/user') {
      const id = users[authorization ?? ''];
      return id ? Response.json({id}) : Response.json({code: 'bad_jwt', message: 'invalid JWT'}, {status: 403});
    }
    if (pathname === '/rest/v1/rpc/has_role') {
      const {_user_id: userId} = (await request.json()) as {_user_id: string};
      return Response.json(userId === 'admin-id');
    }
    if (pathname === '/rest/v1/product_copy_overrides') {
      return Response.json({id: 'new-override', ...((await request.json()) as object)}, {status: 201});
    }
    return new Response('not found', {status: 404});
  });
  try {
    await test(`http://127.0.0.1:${server.addr.port}`, seen);
  } finally {
    await server.shutdown();
  }
}

function call(url: string, token: string | null) {
  return handleImproveProductCopy(
    new Request('http://functions.test/improve-product-copy', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
      body: JSON.stringify(BODY),
    }),
    {
      SUPABASE_URL: url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({default: PUBLISHABLE}),
      SUPABASE_SECRET_KEYS: JSON.stringify({default: SECRET}),
    },
  );
}

Deno.test('a caller without a token gets 401 and Supabase is not asked', async () => {
  await withFakeSupabase(async (url, seen) => {
    const response = await call(url, null);
    assert.equal(response.status, 401);
    assert.deepEqual(await response.json(), {error: 'Sign in as an admin to generate product copy'});
    assert.deepEqual(seen, []);
  });
});

Deno.test('a token Auth does not accept gets 401 and nothing is stored', async () => {
  await withFakeSupabase(async (url, seen) => {
    const response = await call(url, 'forged');
    assert.equal(response.status, 401);
    await response.body?.cancel();
    assert.deepEqual(
      seen.map((request) => request.path),
      ['/auth/v1/user'],
    );
    assert.equal(seen[0]?.apikey, PUBLISHABLE);
  });
});

Deno.test('a signed-in shopper gets 403 and nothing is stored', async () => {
  await withFakeSupabase(async (url, seen) => {
    const response = await call(url, 'shopper');
    assert.equal(response.status, 403);
    await response.body?.cancel();
    assert.deepEqual(
      seen.map((request) => request.path),
      ['/auth/v1/user', '/rest/v1/rpc/has_role'],
    );
    // The role is asked under the caller's own token, not the secret key.
    assert.equal(seen[1]?.authorization, 'Bearer shopper');
  });
});

Deno.test('an admin gets the copy, stored with the secret key as a pending, inactive override', async () => {
  await withFakeSupabase(async (url, seen) => {
    const response = await call(url, 'admin');
    assert.equal(response.status, 200);
    const answer = (await response.json()) as {override: Record<string, unknown>; writer: string};
    assert.equal(answer.writer, 'local');
    assert.equal(answer.override.id, 'new-override');
    assert.equal(answer.override.review_status, 'pending');
    assert.equal(answer.override.override_active, false);
    const insert = seen.find((request) => request.path === '/rest/v1/product_copy_overrides');
    assert.deepEqual(insert && {apikey: insert.apikey, authorization: insert.authorization}, {
      apikey: SECRET,
      authorization: `Bearer ${SECRET}`,
    });
  });
});

Deno.test('without the project keys the function says it is misconfigured', async () => {
  const response = await handleImproveProductCopy(
    new Request('http://functions.test/improve-product-copy', {method: 'POST', body: '{}'}),
    {SUPABASE_URL: 'http://127.0.0.1:9'},
  );
  assert.equal(response.status, 500);
  assert.match(((await response.json()) as {error: string}).error, /misconfigured/);
});

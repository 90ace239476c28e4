// The improve-product-copy Edge Function through supabase-js `functions.invoke`, run under Deno by the local
// Supabase API, with the local writer and with a fake OpenAI-compatible model on 127.0.0.1.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {FunctionsHttpError, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {ANON_KEY, keyClient, seededClients, startTestSupabaseApi} from '../../local/supabase-api/testing.mjs';

const STARTUP_TIMEOUT_MS = 400_000;
const FUNCTION = 'improve-product-copy';

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let service: SupabaseClient;
let admin: SupabaseClient;
let shopper: SupabaseClient;

function bodyFor(handle: string) {
  const product = productByHandle.get(handle);
  if (!product) throw new Error(`no product ${handle}`);
  return {productHandle: handle, productTitle: product.title, originalDescription: product.descriptionHtml};
}

async function errorOf(result: {error: unknown}) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  return {status: response.status, body: await response.json<{error: string}>()};
}

async function overridesFor(handle: string) {
  const {data, error} = await service
    .from('product_copy_overrides')
    .select('*')
    .eq('product_handle', handle);
  if (error) throw error;
  return data as Record<string, unknown>[];
}

interface GenerationResult {
  override: Record<string, unknown>;
  preserved_specs: string | null;
  validation_warnings: string[];
  writer: 'local' | 'model';
}

beforeAll(async () => {
  api = await startTestSupabaseApi();
  // The gateway answers OPTIONS itself; the first call below starts the Deno process.
  const warm = await fetch(`${api.url}/functions/v1/${FUNCTION}`, {method: 'OPTIONS'});
  expect(warm.status).toBe(200);
  ({service, admin, shopper} = await seededClients(api.url));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

describe('who may call it', () => {
  it('refuses a signed-out caller (anon key only) with 401 and stores nothing', async () => {
    const anon = keyClient(api.url, ANON_KEY);
    const {status, body} = await errorOf(
      await anon.functions.invoke(FUNCTION, {body: bodyFor('coconut-agave-soap')}),
    );
    expect(status).toBe(401);
    expect(body.error).toBe('Sign in as an admin to generate product copy');
    expect(await overridesFor('coconut-agave-soap')).toEqual([]);
  });

  it('refuses a signed-in shopper with 403 and stores nothing', async () => {
    const {status, body} = await errorOf(
      await shopper.functions.invoke(FUNCTION, {body: bodyFor('coconut-agave-soap')}),
    );
    expect(status).toBe(403);
    expect(body.error).toBe('Only admins may generate product copy');
    expect(await overridesFor('coconut-agave-soap')).toEqual([]);
  });

  it('answers 400 with a message for a bad body', async () => {
    const missing = await errorOf(
      await admin.functions.invoke(FUNCTION, {body: {productHandle: 'coconut-agave-soap'}}),
    );
    expect(missing).toEqual({status: 400, body: {error: 'productTitle is required'}});
    const badHandle = await errorOf(
      await admin.functions.invoke(FUNCTION, {
        body: {productHandle: 'Not A Handle', productTitle: 'x', originalDescription: ''},
      }),
    );
    expect(badHandle.status).toBe(400);
    expect(badHandle.body.error).toMatch(/^productHandle must be a product handle/);
  });
});

describe('the local writer (no AI_API_KEY)', () => {
  it('stores pending, inactive copy with the preserved facts and answers with it', async () => {
    const {data, error} = await admin.functions.invoke<GenerationResult>(FUNCTION, {
      body: bodyFor('ashwagandha-calm-capsules'),
    });
    expect(error).toBeNull();
    expect(data!.writer).toBe('local');
    expect(data!.validation_warnings).toEqual([]);
    expect(data!.preserved_specs).toContain('Serving size: 2 capsules');
    expect(data!.preserved_specs).toContain('Suggested use: Take 2 capsules daily');
    expect(data!.preserved_specs).toContain('*These statements have not been evaluated');
    expect(data!.override).toMatchObject({
      product_handle: 'ashwagandha-calm-capsules',
      review_status: 'pending',
      override_active: false,
      last_reviewed_at: null,
      preserved_specs: data!.preserved_specs,
    });
    expect(Number(data!.override.confidence_score)).toBe(0.85);
    expect(String(data!.override.marketing_benefits).split('\n').length).toBeGreaterThanOrEqual(3);

    const rows = await overridesFor('ashwagandha-calm-capsules');
    const stored = rows.find((row) => row.id === data!.override.id);
    expect(stored).toMatchObject({review_status: 'pending', override_active: false});
    expect(stored!.marketing_hook).toBe(data!.override.marketing_hook);
  });
});

describe('with a language model', () => {
  type Reply = {status?: number; content?: string; delayMs?: number; raw?: string};
  let model: Server;
  let reply: Reply = {};
  /** Requests the function gave up on before the model answered. */
  let abandoned = 0;
  const requests: Record<string, unknown>[] = [];
  const savedEnv = {...process.env};

  beforeAll(async () => {
    model = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        requests.push({url: req.url, auth: req.headers.authorization, body: JSON.parse(text)});
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, {'Content-Type': 'application/json'});
          res.end(reply.raw ?? JSON.stringify({choices: [{message: {role: 'assistant', content: reply.content}}]}));
        };
        res.on('close', () => {
          if (!res.writableEnded) abandoned++;
        });
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const {port} = model.address() as AddressInfo;
    Object.assign(process.env, {
      AI_API_KEY: 'test-key',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'fake-model',
      // Well above a busy machine's pauses (up to about 1 s): 400 ms once timed out a model that answers at once.
      AI_TIMEOUT_MS: '5000',
    });
  });

  afterEach(() => {
    requests.length = 0;
    reply = {};
    abandoned = 0;
  });

  afterAll(async () => {
    for (const name of ['AI_API_KEY', 'AI_BASE_URL', 'AI_MODEL', 'AI_TIMEOUT_MS']) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const copy = (hook: string, benefits: string[]) =>
    JSON.stringify({
      marketing_hook: hook,
      marketing_benefits: benefits,
      marketing_perfect_for: 'Anyone who wants a mild, creamy bar for face and body.',
    });

  it('stores good copy with a high score and sends a JSON-mode request', async () => {
    reply = {
      content: copy('A mild, creamy bar with fresh coconut cream and agave nectar.', [
        'Fresh coconut cream and agave for a creamy lather',
        'No added fragrance or colour',
        'A 4 oz bar for face and body',
      ]),
    };
    const {data, error} = await admin.functions.invoke<GenerationResult>(FUNCTION, {
      body: bodyFor('coconut-agave-soap'),
    });
    expect(error).toBeNull();
    expect(data!.writer).toBe('model');
    expect(data!.validation_warnings).toEqual([]);
    expect(Number(data!.override.confidence_score)).toBe(1);
    expect(data!.override.marketing_benefits).toBe(
      'Fresh coconut cream and agave for a creamy lather\nNo added fragrance or colour\nA 4 oz bar for face and body',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer test-key',
      body: {model: 'fake-model', response_format: {type: 'json_object'}},
    });
  });

  it('stores copy with prohibited claims and altered facts, with warnings and a lower score', async () => {
    reply = {
      content: copy('FDA approved soap that cures eczema.', [
        'Clinically proven to heal dry skin',
        'A vegan bar made with goat milk',
        'A huge 8 oz bar',
      ]),
    };
    // The shop's catalogue is vegan throughout: the description with an animal-derived ingredient is the
    // one a shop owner might paste, which the function must still check.
    const soap = bodyFor('coconut-agave-soap');
    const {data, error} = await admin.functions.invoke<GenerationResult>(FUNCTION, {
      body: {
        ...soap,
        originalDescription: soap.originalDescription.replace('Agave Tequilana Leaf Extract', 'Goat Milk'),
      },
    });
    expect(error).toBeNull();
    const warnings = data!.validation_warnings.join('\n');
    expect(warnings).toContain('(claims FDA approval)');
    expect(warnings).toContain('(disease claim): "cures eczema"');
    expect(warnings).toContain('(unqualified clinical claim)');
    expect(warnings).toContain('Fact altered in copy: "8 oz"');
    expect(warnings).toContain('calls the product vegan');
    expect(Number(data!.override.confidence_score)).toBeLessThan(0.7);
    expect(data!.override).toMatchObject({review_status: 'pending', override_active: false});
  });

  it('answers 502 for invalid JSON from the model and stores nothing', async () => {
    reply = {content: 'Sure! Here is your copy: {marketing_hook: oops'};
    const {status, body} = await errorOf(
      await admin.functions.invoke(FUNCTION, {body: bodyFor('rosemary-mint-soap')}),
    );
    expect(status).toBe(502);
    expect(body.error).toBe('The language model returned invalid JSON');
    expect(await overridesFor('rosemary-mint-soap')).toEqual([]);
  });

  it('answers 502 when the model answers with an HTTP error and stores nothing', async () => {
    reply = {status: 500, raw: JSON.stringify({error: {message: 'model overloaded'}})};
    const {status, body} = await errorOf(
      await admin.functions.invoke(FUNCTION, {body: bodyFor('rosemary-mint-soap')}),
    );
    expect(status).toBe(502);
    expect(body.error).toBe('The language model answered HTTP 500: model overloaded');
    expect(await overridesFor('rosemary-mint-soap')).toEqual([]);
  });

  it('answers 504 when the model is slower than AI_TIMEOUT_MS and stores nothing', async () => {
    reply = {delayMs: 15_000, content: copy('Too late to matter, but a fine hook anyway.', ['a', 'b', 'c'])};
    const started = Date.now();
    const {status, body} = await errorOf(
      await admin.functions.invoke(FUNCTION, {body: bodyFor('turmeric-orange-soap')}),
    );
    expect(status).toBe(504);
    expect(body.error).toBe('The language model did not answer within 5 s');
    // It gave up on the model (closed the request) instead of waiting for the answer.
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect.poll(() => abandoned).toBe(1);
    expect(await overridesFor('turmeric-orange-soap')).toEqual([]);
  });
});

import assert from 'node:assert/strict';
import {extractPreservedFacts} from '../_shared/facts.ts';
import {
  chatRequestBody,
  ModelError,
  modelConfigFromEnv,
  parseModelCopy,
  writeModelCopy,
} from './modelWriter.ts';

const input = {productTitle: 'Soap', descriptionText: 'A bar.', facts: extractPreservedFacts('A bar.')};
const config = {apiKey: 'k', baseUrl: 'http://model.test/v1', model: 'm', timeoutMs: 50};

/** A check for assert.throws/rejects: a ModelError with exactly this message and status. */
function modelError(message: string, status: 502 | 504) {
  return (error: unknown) => {
    assert.ok(error instanceof ModelError, `not a ModelError: ${String(error)}`);
    assert.equal(error.message, message);
    assert.equal(error.status, status);
    return true;
  };
}

Deno.test('modelConfigFromEnv is null without an API key', () => {
  assert.equal(modelConfigFromEnv({}), null);
  assert.equal(modelConfigFromEnv({AI_API_KEY: '  '}), null);
});

Deno.test('modelConfigFromEnv reads base URL, model and timeout with defaults', () => {
  assert.deepEqual(modelConfigFromEnv({AI_API_KEY: 'k'}), {
    apiKey: 'k',
    baseUrl: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    timeoutMs: 20_000,
  });
  assert.deepEqual(
    modelConfigFromEnv({AI_API_KEY: 'k', AI_BASE_URL: 'http://x/v1/', AI_MODEL: 'y', AI_TIMEOUT_MS: '300'}),
    {apiKey: 'k', baseUrl: 'http://x/v1', model: 'y', timeoutMs: 300},
  );
});

Deno.test('parseModelCopy accepts benefits as a list or as newline-separated text', () => {
  const list = parseModelCopy(
    JSON.stringify({marketing_hook: ' Hook ', marketing_benefits: ['a', ' ', 'b'], marketing_perfect_for: 'p'}),
  );
  assert.deepEqual(list, {hook: 'Hook', benefits: ['a', 'b'], perfectFor: 'p'});
  const text = parseModelCopy(
    JSON.stringify({marketing_hook: 'h', marketing_benefits: 'a\nb', marketing_perfect_for: 'p'}),
  );
  assert.deepEqual(text.benefits, ['a', 'b']);
});

const UNUSABLE: [content: string, message: string][] = [
  ['not json', 'The language model returned invalid JSON'],
  ['[1]', 'The language model returned JSON that is not an object'],
  [
    '{"marketing_hook": "h"}',
    'The language model returned JSON without marketing_hook, marketing_benefits and marketing_perfect_for',
  ],
];

for (const [content, message] of UNUSABLE) {
  Deno.test(`parseModelCopy rejects ${JSON.stringify(content)}`, () => {
    assert.throws(() => parseModelCopy(content), modelError(message, 502));
  });
}

Deno.test('writeModelCopy posts a JSON-mode chat completion and reads the copy', async () => {
  const seen: {url: string; init: RequestInit}[] = [];
  const fakeFetch = ((url: string, init: RequestInit) => {
    seen.push({url, init});
    return Promise.resolve(
      Response.json({
        choices: [
          {
            message: {
              content: JSON.stringify({marketing_hook: 'h', marketing_benefits: ['b'], marketing_perfect_for: 'p'}),
            },
          },
        ],
      }),
    );
  }) as unknown as typeof fetch;
  const copy = await writeModelCopy(config, input, fakeFetch);
  assert.deepEqual(copy, {hook: 'h', benefits: ['b'], perfectFor: 'p'});
  assert.equal(seen.length, 1);
  const [request] = seen;
  assert.equal(request?.url, 'http://model.test/v1/chat/completions');
  assert.equal(new Headers(request?.init.headers).get('Authorization'), 'Bearer k');
  assert.deepEqual(JSON.parse(String(request?.init.body)), chatRequestBody(config, input));
  assert.deepEqual(chatRequestBody(config, input).response_format, {type: 'json_object'});
});

Deno.test('writeModelCopy gives 504 when the model does not answer in time', async () => {
  const hangingFetch = ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as unknown as typeof fetch;
  await assert.rejects(
    writeModelCopy(config, input, hangingFetch),
    modelError('The language model did not answer within 0.1 s', 504),
  );
});

Deno.test('writeModelCopy gives 502 for an HTTP error, naming the status', async () => {
  const failing = (() =>
    Promise.resolve(Response.json({error: {message: 'quota exceeded'}}, {status: 429}))) as unknown as typeof fetch;
  await assert.rejects(
    writeModelCopy(config, input, failing),
    modelError('The language model answered HTTP 429: quota exceeded', 502),
  );
});

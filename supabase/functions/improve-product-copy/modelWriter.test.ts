import {describe, expect, it} from 'vitest';
import {extractPreservedFacts} from './facts.ts';
import {
  chatRequestBody,
  ModelError,
  modelConfigFromEnv,
  parseModelCopy,
  writeModelCopy,
} from './modelWriter.ts';

const input = {productTitle: 'Soap', descriptionText: 'A bar.', facts: extractPreservedFacts('A bar.')};
const config = {apiKey: 'k', baseUrl: 'http://model.test/v1', model: 'm', timeoutMs: 50};

describe('modelConfigFromEnv', () => {
  it('is null without an API key', () => {
    expect(modelConfigFromEnv({})).toBeNull();
    expect(modelConfigFromEnv({AI_API_KEY: '  '})).toBeNull();
  });

  it('reads base URL, model and timeout with defaults', () => {
    expect(modelConfigFromEnv({AI_API_KEY: 'k'})).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    });
    expect(
      modelConfigFromEnv({AI_API_KEY: 'k', AI_BASE_URL: 'http://x/v1/', AI_MODEL: 'y', AI_TIMEOUT_MS: '300'}),
    ).toEqual({apiKey: 'k', baseUrl: 'http://x/v1', model: 'y', timeoutMs: 300});
  });
});

describe('parseModelCopy', () => {
  it('accepts benefits as a list or as newline-separated text', () => {
    const list = parseModelCopy(
      JSON.stringify({marketing_hook: ' Hook ', marketing_benefits: ['a', ' ', 'b'], marketing_perfect_for: 'p'}),
    );
    expect(list).toEqual({hook: 'Hook', benefits: ['a', 'b'], perfectFor: 'p'});
    const text = parseModelCopy(
      JSON.stringify({marketing_hook: 'h', marketing_benefits: 'a\nb', marketing_perfect_for: 'p'}),
    );
    expect(text.benefits).toEqual(['a', 'b']);
  });

  it.each([
    ['not json', 'The language model returned invalid JSON'],
    ['[1]', 'The language model returned JSON that is not an object'],
    ['{"marketing_hook": "h"}', 'The language model returned JSON without marketing_hook, marketing_benefits and marketing_perfect_for'],
  ])('rejects %j', (content, message) => {
    expect(() => parseModelCopy(content)).toThrow(new ModelError(message, 502));
  });
});

describe('writeModelCopy', () => {
  it('posts a JSON-mode chat completion and reads the copy', async () => {
    let seen: {url: string; init: RequestInit} | null = null;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen = {url, init};
      return Response.json({
        choices: [{message: {content: JSON.stringify({marketing_hook: 'h', marketing_benefits: ['b'], marketing_perfect_for: 'p'})}}],
      });
    }) as unknown as typeof fetch;
    const copy = await writeModelCopy(config, input, fakeFetch);
    expect(copy).toEqual({hook: 'h', benefits: ['b'], perfectFor: 'p'});
    expect(seen!.url).toBe('http://model.test/v1/chat/completions');
    expect(new Headers(seen!.init.headers).get('Authorization')).toBe('Bearer k');
    expect(JSON.parse(seen!.init.body as string)).toEqual(chatRequestBody(config, input));
    expect(chatRequestBody(config, input).response_format).toEqual({type: 'json_object'});
  });

  it('gives 504 when the model does not answer in time', async () => {
    const hangingFetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof fetch;
    await expect(writeModelCopy(config, input, hangingFetch)).rejects.toEqual(
      new ModelError('The language model did not answer within 0.1 s', 504),
    );
  });

  it('gives 502 for an HTTP error, naming the status', async () => {
    const failing = (async () =>
      Response.json({error: {message: 'quota exceeded'}}, {status: 429})) as unknown as typeof fetch;
    await expect(writeModelCopy(config, input, failing)).rejects.toEqual(
      new ModelError('The language model answered HTTP 429: quota exceeded', 502),
    );
  });
});

import {describe, expect, it} from 'vitest';
import {
  BodyTooLargeError,
  LIMIT_MESSAGES,
  countFormFields,
  enforceRequestLimits,
  limitBodyStream,
  readBoundedBody,
  type RequestLimits,
} from './requestLimits.server';

const SMALL: RequestLimits = {
  bodyBytes: 100,
  urlLength: 200,
  headerBytes: 500,
  formFields: 4,
  drainBytes: 60,
  drainMs: 1_000,
};

/** A body that yields `chunks` chunks of `size` bytes on demand and records how many were pulled. */
function countingStream(chunks: number, size: number) {
  const state = {pulled: 0, cancelled: false};
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) {
        controller.close();
        return;
      }
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {stream, state};
}

function post(
  body: BodyInit | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  url = 'http://shop.test/newsletter',
) {
  return new Request(url, {method: 'POST', body, headers, duplex: 'half'} as RequestInit);
}

describe('limitBodyStream', () => {
  it('passes a body within the limit through unchanged', async () => {
    const {stream} = countingStream(3, 10);
    const text = await new Response(limitBodyStream(stream, 30)).text();
    expect(text).toBe('a'.repeat(30));
  });

  it('errors and cancels the source one chunk past the limit, without reading the rest', async () => {
    const {stream, state} = countingStream(1000, 10);
    await expect(new Response(limitBodyStream(stream, 25)).arrayBuffer()).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(state.pulled).toBeLessThanOrEqual(4);
    expect(state.cancelled).toBe(true);
  });
});

describe('readBoundedBody', () => {
  it('returns the bytes of a body within the limit, and null for a larger one', async () => {
    expect(await readBoundedBody(countingStream(2, 50).stream, 100)).toHaveLength(100);
    expect(await readBoundedBody(countingStream(3, 50).stream, 100)).toBeNull();
  });
});

describe('countFormFields', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('counts urlencoded pairs; an encoded & in a value is not a separator', () => {
    const form = new URLSearchParams({
      email: 'a&b@example.com',
      redirectTo: '/?x=1&y=2',
      intent: 'add',
    });
    expect(
      countFormFields('application/x-www-form-urlencoded;charset=UTF-8', bytes(form.toString())),
    ).toBe(3);
    expect(countFormFields('application/x-www-form-urlencoded', bytes(''))).toBe(0);
  });

  it('counts multipart parts by their boundary lines', async () => {
    const form = new FormData();
    for (const name of ['a', 'b', 'c']) form.append(name, `value --not-a-boundary ${name}`);
    const encoded = new Request('http://shop.test/', {method: 'POST', body: form});
    const body = new Uint8Array(await encoded.arrayBuffer());
    expect(countFormFields(encoded.headers.get('Content-Type'), body)).toBe(3);
  });

  it('does not count other bodies', () => {
    expect(countFormFields('application/json', bytes('{"a":1}'))).toBeNull();
  });
});

describe('enforceRequestLimits', () => {
  it('lets a small form through with its body intact for Remix to parse', async () => {
    const result = await enforceRequestLimits(
      post('email=a%40b.co&intent=subscribe', {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
      SMALL,
    );
    expect(result).toBeInstanceOf(Request);
    const form = await (result as Request).formData();
    expect(form.get('email')).toBe('a@b.co');
  });

  it('lets GET requests through untouched', async () => {
    const request = new Request('http://shop.test/');
    expect(await enforceRequestLimits(request, SMALL)).toBe(request);
  });

  it('drains a body a little over the limit before answering, so the answer is not lost to a reset', async () => {
    const {stream, state} = countingStream(5, 30);
    const result = await enforceRequestLimits(post(stream), SMALL);
    expect((result as Response).status).toBe(413);
    // 150 bytes: within the limit plus what may be drained, so all of it was read.
    expect(state.pulled).toBe(5);
    expect(state.cancelled).toBe(false);
  });

  it('stops draining a body that never ends after the drain time', async () => {
    const never = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(150));
      },
    });
    const started = Date.now();
    const result = await enforceRequestLimits(post(never), {...SMALL, drainMs: 200});
    expect((result as Response).status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers 413 from Content-Length alone, without reading the body', async () => {
    const {stream, state} = countingStream(1000, 100);
    const result = await enforceRequestLimits(post(stream, {'Content-Length': '100000'}), SMALL);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(413);
    expect(await (result as Response).text()).toBe(LIMIT_MESSAGES.body);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it('answers 413 to a streamed body with no length once it passes the limit', async () => {
    const {stream, state} = countingStream(1000, 30);
    const result = await enforceRequestLimits(post(stream), SMALL);
    expect((result as Response).status).toBe(413);
    // The limit (100) plus the drain (60) in 30-byte chunks, then cut off.
    expect(state.pulled).toBeLessThanOrEqual(7);
    expect(state.cancelled).toBe(true);
  });

  it('answers 413 to a form with too many fields', async () => {
    const result = await enforceRequestLimits(
      post('a=1&b=2&c=3&d=4&e=5', {'Content-Type': 'application/x-www-form-urlencoded'}),
      SMALL,
    );
    expect((result as Response).status).toBe(413);
    expect(await (result as Response).text()).toBe(LIMIT_MESSAGES.fields);
  });

  it('answers 414 to a long URL and 431 to large headers', async () => {
    const longUrl = await enforceRequestLimits(
      new Request(`http://shop.test/search?q=${'x'.repeat(300)}`),
      SMALL,
    );
    expect((longUrl as Response).status).toBe(414);
    const bigHeaders = await enforceRequestLimits(
      new Request('http://shop.test/', {headers: {Cookie: `a=${'x'.repeat(600)}`}}),
      SMALL,
    );
    expect((bigHeaders as Response).status).toBe(431);
  });
});

describe('the production limits', () => {
  it('take 64 kB of body, not a byte more', async () => {
    expect(await enforceRequestLimits(post('a'.repeat(64 * 1024)))).toBeInstanceOf(Request);
    const over = await enforceRequestLimits(post('a'.repeat(64 * 1024 + 1)));
    expect((over as Response).status).toBe(413);
  });
});

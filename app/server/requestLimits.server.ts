/**
 * Input limits the worker enforces before Remix or any action sees a request, so an oversized URL,
 * header, body or form field is refused at the door instead of costing a parse.
 *
 * The largest legitimate request is a form of a few hundred bytes (a cart add with its redirect path; the
 * admin's generate form is one product handle), so 64 kB leaves ample room and keeps a hostile 50 MB body
 * from ever being held: a body is read in chunks, counted, and abandoned the moment it passes the limit.
 */
export type RequestLimits = {
  /** Request body bytes (declared or streamed). */
  bodyBytes: number;
  /** The full URL, in characters. */
  urlLength: number;
  /** All header names and values together. */
  headerBytes: number;
  /** Fields of one form (urlencoded or multipart). */
  formFields: number;
  /**
   * After refusing a body, read and discard up to this many more bytes (for at most `drainMs`): workerd
   * closes a connection whose body was left unread with a reset, which can destroy the 413 on its way to
   * a client that has already sent a little too much. Larger bodies are cut off (the client sees a reset).
   */
  drainBytes: number;
  drainMs: number;
};

export const REQUEST_LIMITS: RequestLimits = {
  bodyBytes: 64 * 1024,
  urlLength: 8 * 1024,
  headerBytes: 32 * 1024,
  formFields: 64,
  drainBytes: 1024 * 1024,
  drainMs: 1_000,
};

export const LIMIT_MESSAGES = {
  body: 'Request too large',
  url: 'Address too long',
  headers: 'Request headers too large',
  fields: 'Too many form fields',
} as const;

/** Thrown inside a limited body stream; callers see it as a failed read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

function refusal(status: 413 | 414 | 431, message: string): Response {
  return new Response(message, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** URL and headers: a refusal, or null when they are within the limits. */
export function refuseOversizedHead(
  request: Request,
  limits: RequestLimits = REQUEST_LIMITS,
): Response | null {
  if (request.url.length > limits.urlLength) return refusal(414, LIMIT_MESSAGES.url);
  let headerBytes = 0;
  for (const [name, value] of request.headers) headerBytes += name.length + value.length + 4;
  if (headerBytes > limits.headerBytes) return refusal(431, LIMIT_MESSAGES.headers);
  return null;
}

/**
 * A copy of `body` that errors with BodyTooLargeError once more than `limit` bytes have passed. It pulls
 * one chunk at a time, so nothing beyond the current chunk is held, and it cancels the source on excess.
 */
export function limitBodyStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
  drain: {bytes: number; ms: number} = {bytes: 0, ms: 0},
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const {done, value} = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      seen += value.byteLength;
      if (seen > limit) {
        await discard(reader, drain);
        await reader.cancel().catch(() => {});
        controller.error(new BodyTooLargeError(limit));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Reads and drops what `reader` yields until it ends, `bytes` have passed or `ms` are over. */
async function discard(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  {bytes, ms}: {bytes: number; ms: number},
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time'>((resolve) => (timer = setTimeout(() => resolve('time'), ms)));
  try {
    for (let dropped = 0; dropped < bytes;) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === 'time' || next.done) return;
      dropped += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
  }
}

/** Reads at most `limit` bytes of `body`; null when there were more (after draining up to `drain`). */
export async function readBoundedBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
  drain: {bytes: number; ms: number} = {bytes: 0, ms: 0},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = limitBodyStream(body, limit, drain).getReader();
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * How many fields a form body holds, counted on the bytes without decoding them: `&`-separated pairs for
 * urlencoded (a literal `&` in a value is always percent-encoded), boundary lines for multipart. Null for
 * other content types.
 */
export function countFormFields(contentType: string | null, bytes: Uint8Array): number | null {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    if (bytes.byteLength === 0) return 0;
    let fields = 1;
    for (const byte of bytes) if (byte === 0x26) fields += 1;
    return fields;
  }
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
    if (!boundary) return null;
    // Each part starts with "--boundary" + CRLF; the closing delimiter is "--boundary--".
    return occurrences(bytes, new TextEncoder().encode(`--${boundary}\r\n`));
  }
  return null;
}

function occurrences(bytes: Uint8Array, pattern: Uint8Array): number {
  let count = 0;
  search: for (let start = 0; start + pattern.length <= bytes.length; start += 1) {
    for (let index = 0; index < pattern.length; index += 1) {
      if (bytes[start + index] !== pattern[index]) continue search;
    }
    count += 1;
    start += pattern.length - 1;
  }
  return count;
}

/**
 * The request, its body read and checked against the limits, or the response refusing it: 414 for a long
 * URL, 431 for large headers, 413 for a large body (declared or streamed) or too many form fields.
 */
export async function enforceRequestLimits(
  request: Request,
  limits: RequestLimits = REQUEST_LIMITS,
): Promise<Request | Response> {
  const refusedHead = refuseOversizedHead(request, limits);
  if (refusedHead) {
    await request.body?.cancel().catch(() => {});
    return refusedHead;
  }
  if (!request.body) return request;

  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limits.bodyBytes + limits.drainBytes) {
    await request.body.cancel().catch(() => {});
    return refusal(413, LIMIT_MESSAGES.body);
  }
  const bytes = await readBoundedBody(request.body, limits.bodyBytes, {
    bytes: limits.drainBytes,
    ms: limits.drainMs,
  });
  if (!bytes) return refusal(413, LIMIT_MESSAGES.body);
  if (!methodTakesBody(request.method)) return withoutBody(request);
  const fields = countFormFields(request.headers.get('Content-Type'), bytes);
  if (fields !== null && fields > limits.formFields) return refusal(413, LIMIT_MESSAGES.fields);
  // The checked bytes (at most the limit) become the body Remix reads.
  return new Request(request, {body: bytes});
}

/**
 * GET and HEAD content has no meaning (RFC 9110, 9.3.1 and 9.3.2), and a Request with those methods cannot
 * carry a body at all, so one that came with one (some proxies send `Content-Length: 0`) is served as if
 * it had none, as nginx and Node's HTTP server do: the bytes were counted against the limit above and
 * dropped. Refusing with 400 would break those clients for content nothing reads.
 */
function methodTakesBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/** The same request without its body or the headers that described it. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ['Content-Length', 'Content-Type', 'Transfer-Encoding']) headers.delete(name);
  return new Request(request.url, {
    method: request.method,
    headers,
    redirect: request.redirect,
    signal: request.signal,
  });
}

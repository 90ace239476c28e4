import {connect} from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on its own connection, as no client library sends it (a path
 * with `//`, `\`, a stray `%` or raw UTF-8, a GET with a body): the status, headers (lower-case names, last
 * value wins) and the body, de-chunked. `headers` are written as given, after Host and before
 * `Connection: close`.
 */
export function rawRequest(
  origin: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: {method?: string; path: string; headers?: Record<string, string>; body?: string},
  timeoutMs = 20_000,
): Promise<RawAnswer> {
  const {hostname, port, host} = new URL(origin);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body, 'utf8');
  if (body !== undefined && !Object.keys(headers).some((name) => /^content-length$/i.test(name))) {
    lines.push(`Content-Length: ${payload.length}`);
  }
  lines.push('Connection: close', '', '');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks), method === 'HEAD'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    socket.end(Buffer.concat([Buffer.from(lines.join('\r\n'), 'utf8'), payload]));
  });
}

function parseAnswer(bytes: Buffer, head: boolean): RawAnswer {
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0)
    throw new Error(
      `no complete answer: ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`,
    );
  const [statusLine = '', ...headerLines] = bytes
    .subarray(0, split)
    .toString('latin1')
    .split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let rest = bytes.subarray(split + 4);
  if (head) rest = Buffer.alloc(0);
  else if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') rest = dechunk(rest);
  return {status, headers, body: rest.toString('utf8')};
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

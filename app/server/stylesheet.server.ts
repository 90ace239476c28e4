// The stylesheet travels inline in a visitor's first document (no render-blocking request on a cold load, see
// root.tsx), and that document's answer asks the browser to fetch the same rules as a file at idle (a
// `Link: rel=prefetch` header; the file is hashed and cached for a year). A document reached from one of the
// shop's own pages (a link or a form without JavaScript; with JavaScript the page changes without a document)
// then carries a one-line `@import` of that file instead of the 57 kB of rules: the browser has it already,
// so that page pays for no stylesheet. All of it happens here, after the page cache (which keeps one copy for
// both) and outside React, so the browser's bundle carries none of it.

/** The app's stylesheet: its rules as root.tsx inlines them, and the URL of the same rules as a file. */
export interface Stylesheet {
  rules: string;
  url: string;
}

const STYLE_END = '</style>';
/** A file URL as the build writes it: no quotes, parentheses or spaces to escape inside url(). */
const SAFE_URL = /^[^"'()\s\\<>]+$/;
/** How much of a document may be held back while looking for the stylesheet (it is in the head). */
const MAX_HELD_BYTES = 512 * 1024;

/**
 * Whether the browser asking most likely holds the stylesheet file: it comes from one of the shop's pages
 * (Fetch Metadata: a same-origin top-level navigation), each of whose answers had it fetched. A browser that
 * sends no such header, or arrives from elsewhere, gets the rules inline. Should the file not be cached
 * after all, the `@import` fetches it: slower, never wrong.
 */
export function browserHoldsStylesheet(request: Request): boolean {
  const {headers} = request;
  return (
    request.method === 'GET' &&
    headers.get('Sec-Fetch-Site') === 'same-origin' &&
    headers.get('Sec-Fetch-Mode') === 'navigate' &&
    headers.get('Sec-Fetch-Dest') === 'document'
  );
}

/**
 * An HTML answer as this visitor gets it: with an `@import` of the stylesheet's file in place of its inline
 * rules when the browser holds the file (browserHoldsStylesheet), else as it is with a prefetch of the file.
 * Either way it says it varies with Sec-Fetch-Site, so a shared cache never hands one variant to another
 * visitor. Other answers, and a stylesheet URL that could not stand in url() unquoted, are left alone.
 */
export function withStylesheetForVisitor(
  request: Request,
  response: Response,
  stylesheet: Stylesheet,
): Response {
  const isDocument = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!isDocument || !response.body || !SAFE_URL.test(stylesheet.url) || !stylesheet.rules)
    return response;
  response.headers.append('Vary', 'Sec-Fetch-Site');
  if (!browserHoldsStylesheet(request)) {
    response.headers.append('Link', `<${stylesheet.url}>; rel=prefetch; as=style`);
    return response;
  }
  response.headers.delete('Content-Length');
  return new Response(importInsteadOfInlineStylesheet(response.body, stylesheet), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * The document stream held back until its inline stylesheet (a <style> element holding exactly the rules)
 * has gone by, with the rules swapped for an `@import` of their file, and everything after passed on
 * untouched. A document without that element comes out as it went in. (A pulled stream, not a
 * TransformStream: workerd before its 2022-11-30 compatibility date makes every TransformStream an identity,
 * whatever transformer it is given.)
 */
export function importInsteadOfInlineStylesheet(
  body: ReadableStream<Uint8Array>,
  stylesheet: Stylesheet,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let passing = false;
  return new ReadableStream<Uint8Array>({
    // Each pull enqueues something (or closes): a pull that enqueued nothing would not be called again.
    async pull(controller) {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) {
          for (const chunk of held) controller.enqueue(chunk);
          held = [];
          controller.close();
          return;
        }
        if (passing) {
          controller.enqueue(value);
          return;
        }
        held.push(value);
        heldBytes += value.byteLength;
        const out = swapped(concat(held, heldBytes), stylesheet, heldBytes > MAX_HELD_BYTES);
        if (out === null) continue;
        for (const chunk of out) controller.enqueue(chunk);
        held = [];
        passing = true;
        return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * What the held bytes become: the document with the @import (rewritten up to the element's end; a character
 * a chunk cut in two lies after it), the bytes as they are when the element is not there or `giveUp`, or
 * null to wait for more.
 */
function swapped(
  bytes: Uint8Array,
  {rules, url}: Stylesheet,
  giveUp: boolean,
): Uint8Array[] | null {
  const text = new TextDecoder().decode(bytes);
  const start = text.indexOf(`>${rules}${STYLE_END}`);
  if (start === -1) {
    // The head is long gone, or the whole of the element is here and it is not ours: nothing to swap.
    return giveUp || text.includes('</head>') ? [bytes] : null;
  }
  const open = text.lastIndexOf('<style', start);
  if (open === -1 || text.lastIndexOf('<', start) !== open) return [bytes];
  const end = start + 1 + rules.length;
  const head = text.slice(0, end + STYLE_END.length);
  const encoder = new TextEncoder();
  return [
    encoder.encode(
      `${text.slice(0, start + 1)}@import url(${url});${text.slice(end, head.length)}`,
    ),
    bytes.subarray(encoder.encode(head).byteLength),
  ];
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

// The stylesheet travels inline in a visitor's first document (no render-blocking request on a cold load), and
// each such document asks the browser to fetch the same stylesheet file at idle (a prefetch; the file is
// hashed and cached for a year). A document reached from one of the shop's own pages (a link or a form without
// JavaScript; with JavaScript the page changes without a document) then carries a one-line `@import` of that
// file instead of the 57 kB of rules: the browser has it already, so that page pays for no stylesheet.

/** The attribute root.tsx puts on the inline <style>; its value is the stylesheet file's URL. */
export const STYLESHEET_ATTRIBUTE = 'data-stylesheet';

const STYLE_START = `<style ${STYLESHEET_ATTRIBUTE}="`;
const STYLE_END = '</style>';
/** A file URL as the build writes it: no quotes, parentheses or spaces to escape inside url(). */
const SAFE_URL = /^[^"'()\s\\]+$/;
/** How much of a document may be held back while looking for the stylesheet (it is in the head). */
const MAX_HELD_BYTES = 512 * 1024;

/**
 * Whether the browser asking most likely holds the stylesheet file: it comes from one of the shop's pages
 * (Fetch Metadata: a same-origin top-level navigation), each of which fetched the file. A browser that
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
 * The document with its inline stylesheet replaced by an `@import` of the stylesheet's file when the browser
 * holds that file (browserHoldsStylesheet); any other answer as it is. An HTML answer says it varies with
 * Sec-Fetch-Site either way, so a shared cache never hands one visitor's variant to another.
 */
export function withStylesheetForVisitor(request: Request, response: Response): Response {
  const isDocument = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!isDocument || !response.body) return response;
  response.headers.append('Vary', 'Sec-Fetch-Site');
  if (!browserHoldsStylesheet(request)) return response;
  response.headers.delete('Content-Length');
  return new Response(importInsteadOfInlineStylesheet(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * The document stream held back until its inline stylesheet has gone by, with the rules swapped for an
 * `@import` of the file named in the element's attribute, and everything after it passed on untouched. A
 * document without such an element (or with an unexpected one) comes out as it went in. (A pulled stream,
 * not a TransformStream: workerd before its 2022-11-30 compatibility date makes every TransformStream an
 * identity, whatever transformer it is given.)
 */
export function importInsteadOfInlineStylesheet(
  body: ReadableStream<Uint8Array>,
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
        const out = swapped(concat(held, heldBytes), heldBytes > MAX_HELD_BYTES);
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
 * What the held bytes become: the document with the @import (rewritten up to the element; a character a
 * chunk cut in two lies after it), the bytes as they are when the element is odd or `giveUp`, or null to
 * wait for more.
 */
function swapped(bytes: Uint8Array, giveUp: boolean): Uint8Array[] | null {
  const text = new TextDecoder().decode(bytes);
  const start = text.indexOf(STYLE_START);
  const end = start === -1 ? -1 : text.indexOf(STYLE_END, start);
  if (end === -1) return giveUp ? [bytes] : null;
  const head = text.slice(0, end + STYLE_END.length);
  const replaced = withImport(head, start, end);
  if (replaced === null) return [bytes];
  const encoder = new TextEncoder();
  return [encoder.encode(replaced), bytes.subarray(encoder.encode(head).byteLength)];
}

/** `text` with the rules of the <style> at `start` (ending at `end`) replaced by an @import; null if odd. */
function withImport(text: string, start: number, end: number): string | null {
  const urlStart = start + STYLE_START.length;
  const urlEnd = text.indexOf('"', urlStart);
  const tagEnd = text.indexOf('>', urlEnd);
  if (urlEnd === -1 || tagEnd === -1 || tagEnd > end) return null;
  const url = text.slice(urlStart, urlEnd);
  if (!SAFE_URL.test(url)) return null;
  return `${text.slice(0, tagEnd + 1)}@import url(${url});${text.slice(end)}`;
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

import {describe, expect, it} from 'vitest';
import {browserHoldsStylesheet, withStylesheetForVisitor} from './stylesheet.server';

const RULES = 'body{color:red}.a::after{content:"é ✓"}';
const STYLESHEET = {rules: RULES, url: '/assets/app-Ab12.css'};
const DOCUMENT =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  `<style nonce="n0nce">${RULES}</style>` +
  '</head><body><p>Crème brûlée ✓</p><style>b{}</style></body></html>';

const FROM_OUR_PAGE = {
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
};

/** The document as a stream cut into chunks at the given byte offsets (inside multi-byte characters too). */
function streamed(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...cuts, bytes.byteLength];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i++)
        controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
}

function answer(
  body: ReadableStream<Uint8Array> | string,
  contentType = 'text/html; charset=utf-8',
) {
  return new Response(body, {headers: {'Content-Type': contentType}});
}

const request = (headers: Record<string, string>, method = 'GET') =>
  new Request('https://shop.test/shop', {method, headers});

describe('the stylesheet a document carries', () => {
  it('is an @import of the cached file for a navigation from one of our pages, the rest untouched', async () => {
    const bytes = new TextEncoder().encode(DOCUMENT);
    const inRules = DOCUMENT.indexOf('é');
    const inBody = bytes.byteLength - 20;
    // Cut inside the tag, inside a two-byte character of the rules and inside the body's last characters.
    for (const cuts of [
      [],
      [30],
      [60, new TextEncoder().encode(DOCUMENT.slice(0, inRules)).byteLength + 1],
      [inBody + 1],
    ]) {
      const response = withStylesheetForVisitor(
        request(FROM_OUR_PAGE),
        answer(streamed(DOCUMENT, cuts)),
        STYLESHEET,
      );
      const html = await response.text();
      expect(html).toBe(DOCUMENT.replace(RULES, '@import url(/assets/app-Ab12.css);'));
      expect(response.headers.get('Vary')).toContain('Sec-Fetch-Site');
      expect(response.headers.get('Link')).toBeNull();
    }
  });

  it('keeps the rules inline for a first visit, a link from elsewhere or a browser without Fetch Metadata', async () => {
    for (const headers of [
      {},
      {...FROM_OUR_PAGE, 'Sec-Fetch-Site': 'cross-site'},
      {...FROM_OUR_PAGE, 'Sec-Fetch-Site': 'none'},
      {...FROM_OUR_PAGE, 'Sec-Fetch-Dest': 'iframe'},
    ]) {
      expect(browserHoldsStylesheet(request(headers))).toBe(false);
      const response = withStylesheetForVisitor(request(headers), answer(DOCUMENT), STYLESHEET);
      expect(await response.text()).toBe(DOCUMENT);
      // A shared cache must not hand this copy to a visitor who would get the other.
      expect(response.headers.get('Vary')).toContain('Sec-Fetch-Site');
      // The file, fetched at idle for the pages after this one.
      expect(response.headers.get('Link')).toBe('</assets/app-Ab12.css>; rel=prefetch; as=style');
    }
    expect(browserHoldsStylesheet(request(FROM_OUR_PAGE, 'POST'))).toBe(false);
  });

  it('leaves answers that are no document, and documents without the element, as they are', async () => {
    const json = withStylesheetForVisitor(
      request(FROM_OUR_PAGE),
      answer('{"a":1}', 'application/json'),
      STYLESHEET,
    );
    expect(await json.text()).toBe('{"a":1}');
    expect(json.headers.get('Vary')).toBeNull();
    // Other rules (another build's), and the same rules outside a <style> element.
    for (const other of [
      DOCUMENT.replace(RULES, 'b{}'),
      `<html><head><title>${RULES}</style></title></head><body>é</body></html>`,
    ]) {
      const page = withStylesheetForVisitor(
        request(FROM_OUR_PAGE),
        answer(streamed(other, [5, 50])),
        STYLESHEET,
      );
      expect(await page.text()).toBe(other);
    }
  });

  it('refuses a file name that would break out of url()', async () => {
    const response = withStylesheetForVisitor(request(FROM_OUR_PAGE), answer(DOCUMENT), {
      ...STYLESHEET,
      url: '/assets/a)b.css',
    });
    expect(await response.text()).toBe(DOCUMENT);
  });
});

// The worker in front of the local shop (scripts/frontWorker.mjs): a 400 for a request whose Host makes
// no URL, and edge compression for text answers. tests/e2e/quality/edges.no-js.spec.ts sends the same Hosts to the
// running shop over a socket.
import {describe, expect, it} from 'vitest';
import frontWorker, {
  acceptedEncoding,
  hasMalformedPathEscape,
  withEscapedStrayPercents,
} from '../../scripts/frontWorker.mjs';

type Shop = {fetch: (request: Request) => Promise<Response>};
const worker = frontWorker as {fetch: (request: unknown, env: {SHOP: Shop}) => Promise<Response>};

/** A shop behind the front worker that answers `answer` and records what reached it. */
function shopAnswering(answer: () => Response) {
  const reached: unknown[] = [];
  return {reached, SHOP: {fetch: async (request: Request) => (reached.push(request), answer())}};
}

describe('the front worker', () => {
  it('answers 400 itself when the runtime wrote a URL no parser reads, and passes the rest on', async () => {
    const shop = shopAnswering(() => new Response('shop'));
    // workerd hands such a request.url to the worker as it is; Node's Request refuses to make one.
    for (const url of ['http://[/', 'http://127.0.0.1:99999/', 'http://:/', 'http://[zz]/']) {
      const answer = await worker.fetch({url, headers: new Headers()}, shop);
      expect(answer.status, url).toBe(400);
      expect(await answer.text()).toBe('Bad Request: malformed Host header');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(shop.reached).toHaveLength(0);

    const request = new Request('http://127.0.0.1:3000/faq');
    const answer = await worker.fetch(request, shop);
    expect(await answer.text()).toBe('shop');
    expect(shop.reached).toEqual([request]);
  });

  it('answers a stray `%` in the path 400 as the shop does, and passes a query with one on, parseable', async () => {
    // mini-oxygen's router parses request.url under workerd's old URL parser, which refuses these: a bare 500.
    const shop = shopAnswering(() => new Response('shop'));
    for (const path of ['/%', '/%zz', '/shop/%G0', '/%E0%A4%A?q=1']) {
      const answer = await worker.fetch(new Request(`http://127.0.0.1:3000${path}`), shop);
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toBe('Bad Request: malformed percent-encoding in the address');
    }
    expect(shop.reached).toHaveLength(0);
    const answer = await worker.fetch(new Request('http://127.0.0.1:3000/search?q=%zz&r=%'), shop);
    expect(await answer.text()).toBe('shop');
    const reached = shop.reached[0] as Request;
    expect(reached.url).toBe('http://127.0.0.1:3000/search?q=%25zz&r=%25');
    // The shop reads the same parameters as from the query it was sent.
    expect([...new URL(reached.url).searchParams]).toEqual([...new URLSearchParams('q=%zz&r=%')]);
  });

  it('reads path and query apart on the URL string', () => {
    expect(hasMalformedPathEscape('http://127.0.0.1:3000/ok?q=%')).toBe(false);
    expect(hasMalformedPathEscape('http://127.0.0.1:3000/%C3%28')).toBe(false);
    expect(hasMalformedPathEscape('http://127.0.0.1:3000/a%2')).toBe(true);
    expect(withEscapedStrayPercents('http://127.0.0.1:3000/a%20b?x=%41')).toBeNull();
  });

  it('asks workerd to compress text answers the client accepts compressed, as Oxygen’s edge does', async () => {
    const html = () =>
      new Response('<p>hi</p>', {headers: {'Content-Type': 'text/html', Vary: 'Cookie'}});
    const ask = async (acceptEncoding: string | null, answer = html) => {
      const headers = new Headers(
        acceptEncoding === null ? {} : {'Accept-Encoding': acceptEncoding},
      );
      return worker.fetch(new Request('http://127.0.0.1:3000/', {headers}), shopAnswering(answer));
    };
    const gzip = await ask('gzip, deflate');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect((await ask('gzip;q=0.5, br')).headers.get('Content-Encoding')).toBe('br');
    for (const refused of [null, '', 'identity', 'gzip;q=0, deflate']) {
      expect((await ask(refused)).headers.get('Content-Encoding'), String(refused)).toBeNull();
    }
    // Images, answers already encoded and answers without a body stay as they are.
    const png = () => new Response(new Uint8Array([1]), {headers: {'Content-Type': 'image/png'}});
    expect((await ask('gzip', png)).headers.get('Content-Encoding')).toBeNull();
    const encoded = () =>
      new Response('x', {headers: {'Content-Type': 'text/plain', 'Content-Encoding': 'br'}});
    expect((await ask('gzip', encoded)).headers.get('Content-Encoding')).toBe('br');
    const empty = () => new Response(null, {status: 304, headers: {'Content-Type': 'text/html'}});
    expect((await ask('gzip', empty)).headers.get('Content-Encoding')).toBeNull();
  });

  it('reads Accept-Encoding weights', () => {
    expect(acceptedEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(acceptedEncoding('*')).toBeNull();
    expect(acceptedEncoding(' GZIP ')).toBe('gzip');
  });
});

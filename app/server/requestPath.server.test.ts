import {describe, expect, it} from 'vitest';
import {
  hasMalformedEscape,
  MALFORMED_PATH_MESSAGE,
  normalisedPath,
  refuseUnnormalisedPath,
} from './requestPath.server';

const ask = (path: string, method = 'GET') =>
  refuseUnnormalisedPath(new Request(`http://127.0.0.1:3000${path}`, {method}));

describe('normalisedPath', () => {
  it.each([
    ['//', '/'],
    ['//evil.example/shop', '/evil.example/shop'],
    ['/%5C', '/'],
    ['/%5cevil.example', '/evil.example'],
    ['/shop%5C%5C/x', '/shop/x'],
    ['/\\shop', '/shop'],
    ['/shop//', '/shop/'],
  ])('%j is %j', (path, expected) => {
    expect(normalisedPath(path)).toBe(expected);
  });

  it.each(['/', '/shop', '/product/lavender-oat-soap', '/a%2Fb', '/caf%C3%A9'])(
    'leaves %j as it is',
    (path) => {
      expect(normalisedPath(path)).toBe(path);
    },
  );
});

describe('hasMalformedEscape', () => {
  it.each(['/%', '/%zz', '/%2', '/a%G0', '/%E0%A4%A'])('finds one in %j', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });
  it.each(['/%25', '/%C3%28', '/%00', '/plain'])('finds none in %j', (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe('refuseUnnormalisedPath', () => {
  it('redirects a read to the normalised path with its query, a path with one leading slash', () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = ask('//evil.example/shop?q=1', method);
      expect(answer?.status).toBe(301);
      expect(answer?.headers.get('Location')).toBe('/evil.example/shop?q=1');
    }
    expect(ask('/%5C')?.headers.get('Location')).toBe('/');
  });

  it('answers anything but a read 404, so no action runs on such a path', () => {
    expect(ask('//cart', 'POST')?.status).toBe(404);
  });

  it('answers a malformed escape 400 with a message', async () => {
    const answer = ask('/%zz');
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toBe(MALFORMED_PATH_MESSAGE);
  });

  it('lets every other path through', () => {
    for (const path of ['/', '/shop?q=%zz', '/product/lavender-oat-soap', '/caf%C3%A9']) {
      expect(ask(path), path).toBeNull();
    }
  });
});

// The image CDN's rules that HTTP does not show: which format an Accept header gets, and how renders are
// shared and kept (server.test.ts checks what the CDN sends).
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {createImageRenderer, negotiateImageFormat} from './cdn.mjs';
import {products} from './catalogue.mjs';

const featured = (index: number) => products[index]!.images[0]!;
const [first, second, third] = [featured(0), featured(1), featured(2)];

describe('negotiateImageFormat', () => {
  it('answers WebP where the browser lists it, PNG otherwise', () => {
    expect(negotiateImageFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateImageFormat('IMAGE/WEBP;q=0.5')).toBe('webp');
    expect(negotiateImageFormat('image/webp;q=0, */*')).toBe('png');
    expect(negotiateImageFormat('image/*,*/*;q=0.8')).toBe('png');
    expect(negotiateImageFormat('image/webpx')).toBe('png');
    expect(negotiateImageFormat(undefined)).toBe('png');
  });
});

describe('createImageRenderer', () => {
  it('renders once for requests that arrive together, and keeps the answer', async () => {
    const render = createImageRenderer();
    const together = [render(first, {width: 64}, 'webp'), render(first, {width: 64}, 'webp')];
    expect(together[0]).toBe(together[1]);
    const [answer] = await Promise.all(together);
    expect(answer!.contentType).toBe('image/webp');
    expect((await render(first, {width: 64}, 'webp')).body).toBe(answer!.body);
    // Transforms that deliver the same box share the answer; another format does not.
    expect((await render(first, {width: 64, height: 200}, 'webp')).body).toBe(answer!.body);
    expect((await render(first, {width: 64}, 'png')).body).not.toBe(answer!.body);
  });

  it('keeps no more answers than it was told to, dropping the least recently used', async () => {
    const render = createImageRenderer({maxAnswers: 2});
    const a = (await render(first, {width: 40}, 'png')).body;
    const b = (await render(second, {width: 40}, 'png')).body;
    expect((await render(first, {width: 40}, 'png')).body).toBe(a);
    await render(third, {width: 40}, 'png');
    // `second` was the least recently used: drawn again, to the same pixels.
    const again = (await render(second, {width: 40}, 'png')).body;
    expect(again).not.toBe(b);
    expect(again.equals(b)).toBe(true);
  });

  it('draws tiny sizes from the picture too, down to one pixel', async () => {
    const render = createImageRenderer();
    for (const transform of [{width: 1}, {width: 5, height: 3, crop: 'left'}, {height: 11}]) {
      const {body} = await render(first, transform, 'png');
      const {width, height} = await sharp(body).metadata();
      const box = `${transform.width ?? transform.height}x${transform.height ?? transform.width}`;
      expect(`${width}x${height}`).toBe(box);
    }
  });
});

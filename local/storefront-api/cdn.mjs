// The stand-in for Shopify's image CDN (cdn.shopify.com): a separate origin from the store, as on Shopify,
// so an app that only allows the store's own origin for images breaks here as it would on a real store.
//
//   GET /s/files/1/<shop path>/files/<file>.png?v=<version>&width=&height=&crop=
//
// Each product image's "original upload" is an 800×800 PNG. As on Shopify, what is sent is a raster in the
// best format the browser says it takes (`Accept` with image/webp: WebP; otherwise PNG), with
// `Vary: Accept`. Transforms follow Shopify's image URL parameters: `width` and/or `height` scale the
// picture down (never up) keeping its shape; with both and `crop` (center, top, bottom, left, right) it is
// cut to exactly that box. Values that are not whole numbers in Shopify's range, or an unknown crop,
// answer 400.
//
// The pictures are drawn as SVG (images.mjs) and rasterised with sharp at the size asked for, so small
// sizes are sharp and nothing is enlarged. The stand-in shares a small machine with the browser under
// test: one render at a time, each on one libvips thread, and every answer kept in a bounded cache.

import http from 'node:http';
import sharp from 'sharp';
import {listen} from './listen.mjs';
import {imageByFile} from './catalogue.mjs';
import {renderImageSvg} from './images.mjs';

sharp.concurrency(1);
// libvips's own operation cache would hold pixels our answer cache already holds.
sharp.cache({memory: 16, files: 0, items: 32});

/** The shop's folder on the CDN; any fixed path of Shopify's shape will do. */
export const CDN_FILES_PATH = '/s/files/1/0719/4220/7394/files/';
/** Shopify's CDN serves transformed images up to this many pixels on a side. */
export const MAX_IMAGE_SIDE = 5760;
const SOURCE_SIDE = 800;
const CROPS = new Set(['center', 'top', 'bottom', 'left', 'right']);

/** The absolute CDN URL of a catalogue image, with Shopify's cache-busting version parameter. */
export function cdnImageUrl(cdnOrigin, file) {
  const url = new URL(`${CDN_FILES_PATH}${file}`, cdnOrigin);
  url.searchParams.set('v', '1735689600');
  return url;
}

/**
 * Reads the transform parameters. Returns `{error}` for a value Shopify's CDN refuses.
 * @param {URLSearchParams} params
 * @returns {{width?: number, height?: number, crop?: string} | {error: string}}
 */
export function parseTransform(params) {
  const out = {};
  for (const name of ['width', 'height']) {
    const raw = params.get(name);
    if (raw === null) continue;
    if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_IMAGE_SIDE) {
      return {error: `Invalid ${name}: ${raw.slice(0, 20)}`};
    }
    out[name] = Number(raw);
  }
  const crop = params.get('crop');
  if (crop !== null) {
    if (!CROPS.has(crop)) return {error: `Invalid crop: ${crop.slice(0, 20)}`};
    out.crop = crop;
  }
  return out;
}

/**
 * The size an image of `source` × `source` pixels is delivered at, and the part of it that is shown.
 * @param {{width?: number, height?: number, crop?: string}} transform
 */
export function transformBox(transform, source = SOURCE_SIDE) {
  const {width, height, crop} = transform;
  if (width && height && crop) {
    // Cut to exactly width × height: the largest region of that shape, anchored where `crop` says.
    // Never larger than the source on either side; the shape asked for is kept.
    const scale = Math.min(1, source / width, source / height);
    const outWidth = Math.max(1, Math.round(width * scale));
    const outHeight = Math.max(1, Math.round(height * scale));
    const aspect = width / height;
    const viewWidth = aspect >= 1 ? source : source * aspect;
    const viewHeight = aspect >= 1 ? source / aspect : source;
    const x =
      crop === 'left' ? 0 : crop === 'right' ? source - viewWidth : (source - viewWidth) / 2;
    const y =
      crop === 'top' ? 0 : crop === 'bottom' ? source - viewHeight : (source - viewHeight) / 2;
    return {width: outWidth, height: outHeight, viewBox: [x, y, viewWidth, viewHeight]};
  }
  // Fit inside the box asked for, keeping the shape; never larger than the source.
  const limits = [width ? width / source : 1, height ? height / source : 1, 1];
  const side = Math.max(1, Math.round(source * Math.min(...limits)));
  return {width: side, height: side, viewBox: [0, 0, source, source]};
}

/** Formats the CDN sends, by what the browser's `Accept` header lists. */
const FORMATS = {
  webp: {contentType: 'image/webp', encode: (pipeline) => pipeline.webp({quality: 80, effort: 2})},
  png: {contentType: 'image/png', encode: (pipeline) => pipeline.png()},
};

/**
 * The format to send for an `Accept` header: WebP where the browser lists it (and does not refuse it with
 * q=0), else PNG, the original upload's own format.
 * @param {string | undefined} accept
 * @returns {keyof typeof FORMATS}
 */
export function negotiateImageFormat(accept) {
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim());
    if (type !== 'image/webp') continue;
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return 'webp';
  }
  return 'png';
}

/** A Map kept to at most `maxEntries` entries and `maxBytes` of values, the least recently used dropped first. */
function lruCache(maxEntries, maxBytes, sizeOf) {
  const entries = new Map();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      if (entries.has(key)) bytes -= sizeOf(entries.get(key));
      entries.delete(key);
      entries.set(key, value);
      bytes += sizeOf(value);
      for (const [oldest, old] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(old);
      }
    },
  };
}

/**
 * Renders and encodes pictures, one at a time, keeping what it made: the SVG of each picture (drawn once)
 * and each answer by picture, delivered box and format. Requests for an answer still being made share it.
 */
export function createImageRenderer({maxAnswers = 300, maxAnswerBytes = 48 * 1024 * 1024} = {}) {
  const svgs = lruCache(1000, Infinity, () => 0);
  const answers = lruCache(maxAnswers, maxAnswerBytes, (answer) => answer.body.length);
  const inFlight = new Map();
  let queue = Promise.resolve();

  const svgOf = (image) => {
    let svg = svgs.get(image.file);
    if (!svg) svgs.set(image.file, (svg = Buffer.from(renderImageSvg(image))));
    return svg;
  };

  async function encode(image, box, format) {
    // Draw the whole picture at the scale the delivered box needs, then cut the box's region out of it.
    const [x, y, viewWidth, viewHeight] = box.viewBox;
    const scale = Math.max(box.width / viewWidth, box.height / viewHeight);
    const side = Math.max(Math.round(SOURCE_SIDE * scale), box.width, box.height);
    const left = Math.max(0, Math.min(Math.round(x * scale), side - box.width));
    const top = Math.max(0, Math.min(Math.round(y * scale), side - box.height));
    // librsvg draws at `density` dots per inch against the SVG's 72; sharp takes no less than 1.
    const density = Math.max(1, (72 * side) / SOURCE_SIDE);
    // The drawing is opaque (its background fills the frame), so it is sent without an alpha channel.
    const pipeline = sharp(svgOf(image), {density})
      .resize(side, side)
      .extract({left, top, width: box.width, height: box.height})
      .removeAlpha();
    const body = await FORMATS[format].encode(pipeline).toBuffer();
    return {body, contentType: FORMATS[format].contentType};
  }

  /**
   * @param {{file: string}} image a catalogue image record
   * @param {{width?: number, height?: number, crop?: string}} transform
   * @param {keyof typeof FORMATS} format
   * @returns {Promise<{body: Buffer, contentType: string}>}
   */
  return function render(image, transform, format) {
    const box = transformBox(transform);
    const key = `${image.file} ${box.width}x${box.height} ${box.viewBox.join(',')} ${format}`;
    const done = answers.get(key);
    if (done) return Promise.resolve(done);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = queue.then(() => encode(image, box, format));
      queue = pending.catch(() => undefined);
      inFlight.set(key, pending);
      pending
        .then((answer) => answers.set(key, answer))
        .catch(() => undefined)
        .finally(() => inFlight.delete(key));
    }
    return pending;
  };
}

/**
 * Starts the CDN on its own port.
 * @param {{host: string, port: number}} options
 */
export async function startImageCdn({host, port}) {
  const render = createImageRenderer();
  const server = http.createServer(async (req, res) => {
    res.shouldKeepAlive = false;
    const send = (status, body, headers) => {
      res.writeHead(status, {'content-length': Buffer.byteLength(body), ...headers});
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const plain = {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'};
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'Method Not Allowed', {...plain, allow: 'GET, HEAD'});
    const url = new URL(req.url ?? '/', 'http://cdn.invalid');
    const file = url.pathname.startsWith(CDN_FILES_PATH)
      ? url.pathname.slice(CDN_FILES_PATH.length)
      : '';
    const image = imageByFile.get(file);
    if (!image) return send(404, 'Not Found', plain);
    const transform = parseTransform(url.searchParams);
    if ('error' in transform) return send(400, transform.error, plain);
    let answer;
    try {
      answer = await render(image, transform, negotiateImageFormat(req.headers.accept));
    } catch (error) {
      console.error(`[cdn] could not render ${file}:`, error);
      return send(500, 'Internal Server Error', plain);
    }
    return send(200, answer.body, {
      'content-type': answer.contentType,
      vary: 'Accept',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return listen(server, {host, port});
}

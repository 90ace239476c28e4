// The stand-in for Shopify's image CDN (cdn.shopify.com): a separate origin from the store, as on Shopify,
// so an app that only allows the store's own origin for images breaks here as it would on a real store.
//
//   GET /s/files/1/<shop path>/files/<file>.svg?v=<version>&width=&height=&crop=
//
// Transforms follow Shopify's image URL parameters: `width` and/or `height` scale the picture down (never
// up) keeping its shape; with both and `crop` (center, top, bottom, left, right) it is cut to exactly that
// box. Values that are not whole numbers in Shopify's range, or an unknown crop, answer 400.

import http from 'node:http';
import {listen} from './listen.mjs';
import {imageByFile} from './catalogue.mjs';
import {renderImageSvg} from './images.mjs';

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

const round = (value) => Math.round(value * 100) / 100;

/** Applies a transform to one of the stand-in's SVG illustrations (always `source` × `source`). */
export function transformSvg(svg, transform) {
  const box = transformBox(transform);
  return svg.replace(
    /^<svg ([^>]*?)width="\d+" height="\d+" viewBox="[^"]*"/,
    `<svg $1width="${box.width}" height="${box.height}" viewBox="${box.viewBox.map(round).join(' ')}" preserveAspectRatio="xMidYMid slice"`,
  );
}

/**
 * Starts the CDN on its own port.
 * @param {{host: string, port: number}} options
 */
export async function startImageCdn({host, port}) {
  const server = http.createServer((req, res) => {
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
    return send(200, transformSvg(renderImageSvg(image), transform), {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return listen(server, {host, port});
}

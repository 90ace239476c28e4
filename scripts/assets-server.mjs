// Static files of the production build (dist/client) for mini-oxygen, in place of its own assets server.
// Why our own: mini-oxygen's server keeps idle connections for Node's default 5 s, and the worker's asset
// fetches then sometimes reuse a connection the server is closing, which surfaces as a 500
// "Network connection lost" for a JS chunk. This one closes each connection after its answer.
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The request's path decoded, or null when it cannot be (`%C3%28` is no UTF-8): such a path names no file,
 * and the 404 sends mini-oxygen's router on to the shop, which answers it as it answers any other path.
 * Thrown here, the error ended the whole process.
 */
function decodedPath(url) {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/** Serves `directory` on 127.0.0.1:`port`; resolves to a close function. */
export async function startAssetsServer(directory, port) {
  const root = path.resolve(directory);
  const server = http.createServer(async (req, res) => {
    res.shouldKeepAlive = false;
    const pathname = decodedPath(req.url ?? '/');
    const file = pathname === null ? '' : path.resolve(root, `.${pathname}`);
    const info = file.startsWith(`${root}${path.sep}`) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile() || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'X-Content-Type-Options': 'nosniff',
      // Vite fingerprints everything under /assets/, so those never change.
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  // No connection reuse (see local/storefront-api/server.mjs): no closing-while-reused race with workerd.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
}

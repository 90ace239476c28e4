// Server-rendering latency of a running shop, one request at a time (no queueing in the figure):
//   node bench/ssr-median.mjs [--first-visit] [origin] [path ...]
// Defaults: http://127.0.0.1:3000 and /, /shop and a product page; 200 requests per path after 10 warm-up
// requests, each on a new connection. Prints the median, p90, p99 and slowest time to the last byte, in ms.
// Each request carries a cookie, so the page is rendered for it; --first-visit sends none, as a first-time
// visitor does, whom the page cache answers (docs/performance.md, "The page cache").
import http from 'node:http';

const REQUESTS = Number(process.env.SSR_REQUESTS ?? 200);
const WARMUP = 10;
const args = process.argv.slice(2);
const firstVisit = args.includes('--first-visit');
const [origin = 'http://127.0.0.1:3000', ...given] = args.filter((arg) => arg !== '--first-visit');
const headers = firstVisit ? {} : {Cookie: 'ssr-median=rendered'};
const paths = given.length > 0 ? given : ['/', '/shop', '/product/lavender-oat-soap'];

/** One GET, timed from sending to the last byte; rejects on anything but 200. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // A new connection per request (agent: false), as the bench's load test avoids reusing sockets the
    // worker runtime may close.
    const request = http.get(url, {agent: false, headers}, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} timed out`)));
  });
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

console.log(
  `${REQUESTS} sequential requests per path to ${origin} (after ${WARMUP} warm-up requests), ` +
    (firstVisit ? 'as a first-time visitor (page cache)' : 'each rendered (a cookie bypasses the page cache)'),
);
console.log('path'.padEnd(34), 'median', '   p90', '   p99', '   max  (ms)');
for (const path of paths) {
  const url = new URL(path, origin).href;
  for (let i = 0; i < WARMUP; i++) await timedGet(url);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await timedGet(url));
  times.sort((a, b) => a - b);
  const cells = [0.5, 0.9, 0.99, 1].map((fraction) => percentile(times, fraction).toFixed(1).padStart(6));
  console.log(path.padEnd(34), cells.join(' '));
}

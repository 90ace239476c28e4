// Twelve concurrent 50 MB POSTs to a running shop (does a flood of huge uploads
// starve other shoppers or the worker's memory?), timing an unrelated
// page meanwhile and sampling workerd's resident memory every 100 ms.
//   node bench/big-posts.mjs <port> [chunked|length] [path]
// chunked: no Content-Length (a streamed body); length: a declared 50 MB.
import {execFileSync} from 'node:child_process';
import http from 'node:http';
import {findWorkerd} from './memory.mjs';

const [port = '3000', mode = 'chunked', target = '/newsletter'] = process.argv.slice(2);
const TOTAL = 50 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 0x61);

// The workerd serving this port.
const workerdPid = findWorkerd(port);
const rssMb = () => Number(execFileSync('ps', ['-o', 'rss=', '-p', workerdPid], {encoding: 'utf8'}).trim()) / 1024;

/** @returns {Promise<number | string>} the status, or the socket error when the server hung up first */
function bigPost() {
  return new Promise((resolve) => {
    /** @type {Record<string, string>} */
    const headers = {'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://127.0.0.1:${port}`};
    if (mode === 'length') headers['Content-Length'] = String(TOTAL);
    const request = http.request({host: '127.0.0.1', port, path: target, method: 'POST', headers}, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error) => resolve(`error ${/** @type {NodeJS.ErrnoException} */ (error).code}`));
    let sent = 0;
    const write = () => {
      while (sent < TOTAL) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
const started = Date.now();
const posts = Promise.all(Array.from({length: 12}, bigPost));
await new Promise((resolve) => setTimeout(resolve, 300));
const pageStarted = Date.now();
// A cookie, so the page renders rather than come from the page cache.
const page = await fetch(`http://127.0.0.1:${port}/faq`, {headers: {cookie: 'bench=1'}});
const unrelatedPageMs = Date.now() - pageStarted;
const statuses = await posts;
clearInterval(sampler);
await new Promise((resolve) => setTimeout(resolve, 1000));
console.log(
  JSON.stringify({
    mode,
    target,
    statuses,
    postsMs: Date.now() - started,
    unrelatedPage: page.status,
    unrelatedPageMs,
    workerdRssMb: {before: Math.round(before), peak: Math.round(peak), after: Math.round(rssMb())},
  }),
);

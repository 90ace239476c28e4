// What a document weighs: each page asked for as a first-time visitor (no cookie, the page cache's shared
// copy) and as a shopper with a real cart (the cart template with their cart), with the HTML's raw and
// gzipped size and what it is made of: inline stylesheets, inline scripts (Remix's context with the loader
// data, the route modules' imports), and the markup around them. Each part's gzip figure is that part
// compressed alone, so the parts do not add up to the whole (gzip shares a dictionary across them).
//
//   node bench/documents.mjs                       start the built app (dist/) with a fresh local stack
//   node bench/documents.mjs --origin=<url>        measure a shop that is already running
//   --lighthouse                                   also Lighthouse (mobile, median of BENCH_LIGHTHOUSE_RUNS)
//                                                  on /, /shop and the product page
//   --data                                         list each route's loader data by field, largest first
//   --json=<file>                                  write the figures there too
// Ports: BENCH_PORT (default 3510) as `npm run bench` uses them.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {localEnvironment} from '../scripts/env.mjs';
import {auditPages} from './lighthouse.mjs';
import {findVariantId} from './load.mjs';
import {createCartCookie} from './memory.mjs';
import {startApp} from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

const PRODUCT_HANDLE = 'lavender-oat-soap';
const PAGES = [
  {name: 'home', path: '/'},
  {name: 'shop', path: '/shop'},
  {name: 'collection', path: '/body-care'},
  {name: 'product', path: `/product/${PRODUCT_HANDLE}`},
];
const LIGHTHOUSE_PAGES = PAGES.filter((page) => page.name !== 'collection');

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gz = (text) => gzipSync(Buffer.from(text)).length;

/** The document split into inline styles, inline scripts and the rest (markup, head links, text). */
export function documentParts(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  const markup = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g, '');
  const svg = [...markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)].map((m) => m[0]).join('');
  const classes = [...markup.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]).join(' ');
  return {
    total: {raw: Buffer.byteLength(html), gzip: gz(html)},
    css: {raw: Buffer.byteLength(styles.join('')), gzip: gz(styles.join(''))},
    scripts: {raw: Buffer.byteLength(scripts.join('')), gzip: gz(scripts.join(''))},
    markup: {raw: Buffer.byteLength(markup), gzip: gz(markup)},
    // Inside the markup: inline SVG and class attributes' values.
    svg: {raw: Buffer.byteLength(svg), gzip: gz(svg)},
    classAttributes: {raw: Buffer.byteLength(classes), gzip: gz(classes)},
  };
}

/** Each route's loader data by field (JSON bytes), from window.__remixContext. */
function loaderDataFields(html) {
  const match = html.match(
    /window\.__remixContext\s*=\s*(\{[\s\S]*?\});\s*(?:<\/script>|__remixContext)/,
  );
  if (!match) return null;
  let context;
  try {
    context = JSON.parse(match[1]);
  } catch {
    return null;
  }
  const fields = [];
  for (const [route, data] of Object.entries(context.state?.loaderData ?? {})) {
    for (const [key, value] of Object.entries(data ?? {})) {
      fields.push({field: `${route}.${key}`, bytes: JSON.stringify(value ?? null).length});
    }
  }
  return fields.sort((a, b) => b.bytes - a.bytes);
}

async function fetchDocument(origin, pagePath, headers) {
  // Twice first: the first answer may be the render that fills the page cache or the cart template.
  const get = () => fetch(`${origin}${pagePath}`, {headers, redirect: 'manual'});
  for (let attempt = 0; attempt < 2; attempt++) await (await get()).arrayBuffer();
  const answer = await get();
  if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`);
  return {html: await answer.text(), answeredBy: answer.headers.get('x-page-cache') ?? 'rendered'};
}

async function measure(origin) {
  const env = localEnvironment({envFile: path.join(root, '.env'), overrides: {...process.env}});
  const storeDomain = option('storefront') ?? env.PUBLIC_STORE_DOMAIN;
  const variantId = await findVariantId({
    storeDomain,
    token: env.PUBLIC_STOREFRONT_API_TOKEN,
    apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
    handle: PRODUCT_HANDLE,
  });
  const cartCookie = await createCartCookie(origin, variantId);
  const visitors = [
    {name: 'first visit', headers: {}},
    {name: 'cart', headers: {Cookie: cartCookie}},
  ];
  const rows = [];
  for (const visitor of visitors) {
    for (const page of PAGES) {
      const {html, answeredBy} = await fetchDocument(origin, page.path, visitor.headers);
      rows.push({
        page: page.name,
        path: page.path,
        visitor: visitor.name,
        answeredBy,
        ...documentParts(html),
        ...(args.includes('--data') ? {loaderData: loaderDataFields(html)} : {}),
      });
    }
  }
  return rows;
}

function printRows(rows) {
  const cell = (part) => `${kb(part.raw).padStart(6)} / ${kb(part.gzip).padStart(5)}`;
  console.log(
    'kB raw / gzip'.padEnd(36) +
      ['document', 'inline CSS', 'inline scripts', 'markup', '(svg)', '(class attrs)']
        .map((title) => title.padStart(16))
        .join(''),
  );
  for (const row of rows) {
    console.log(
      `${row.page} ${row.visitor} (${row.answeredBy})`.padEnd(36) +
        [row.total, row.css, row.scripts, row.markup, row.svg, row.classAttributes]
          .map((part) => cell(part).padStart(16))
          .join(''),
    );
    if (row.loaderData) {
      for (const {field, bytes} of row.loaderData.slice(0, 12)) {
        console.log(`    ${field.padEnd(50)} ${bytes} B`);
      }
    }
  }
}

const externalOrigin = option('origin');
const port = Number(process.env.BENCH_PORT ?? 3510);
const ports = {app: port, storefront: port + 1000, supabase: 54621 + (port - 3510)};
let app = null;
if (!externalOrigin) {
  process.env.STOREFRONT_API_PORT = String(ports.storefront);
  process.env.SUPABASE_API_PORT = String(ports.supabase);
  console.log(`▶ starting the built app on 127.0.0.1:${ports.app}`);
  app = await startApp({root, ports, dataDir: '.local/bench-documents'});
}
const origin = externalOrigin ?? app.origin;
let exitCode = 0;
try {
  const rows = await measure(origin);
  printRows(rows);
  let lighthouse = null;
  if (args.includes('--lighthouse')) {
    console.log('▶ Lighthouse (mobile)');
    lighthouse = await auditPages(origin, LIGHTHOUSE_PAGES, {
      reportDir: path.join(root, 'bench', 'lighthouse'),
    });
    for (const result of lighthouse.results) {
      if (result.error) {
        console.log(`  ${result.path}: failed (${result.error})`);
        continue;
      }
      console.log(
        `  ${result.path}: performance ${result.scores.performance} (runs ${result.performanceRuns.join(', ')}), ` +
          `LCP ${result.metrics.lcpMs} ms, TBT ${result.metrics.tbtMs} ms, CLS ${result.metrics.cls}, ` +
          `CSS files ${result.bytes.cssFiles} (${kb(result.bytes.cssGzip)} kB gz)`,
      );
    }
  }
  const file = option('json');
  if (file) writeFileSync(file, `${JSON.stringify({rows, lighthouse}, null, 2)}\n`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  await app?.stop();
}
process.exit(exitCode);

// The JavaScript each page makes the browser load on arrival, from the production build's Remix manifest:
// the client entry, the root and the route modules with their static imports, each gzipped (level 6), as
// a CDN would send it; plus the stylesheet every page links. A lower bound: a chunk a page imports lazily
// but loads on arrival is not in the manifest; tests/e2e/quality/js-budget.js-only.spec.ts counts what the browser
// really fetches until the page is idle. Run after `npm run build`:
//   node bench/bundle-size.mjs            every route, heaviest first
//   node bench/bundle-size.mjs --budget=110   exits 1 when a shopper route's JavaScript is over 110 kB
// Sizes are printed in kB (1,000 bytes, the unit of the 110 kB budget and of Lighthouse) and in KiB.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : null;

const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((file) => file.startsWith('manifest-'));
if (!manifestFile) throw new Error('No Remix manifest in dist/client/assets: run `npm run build` first');
const source = readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

const gzipped = new Map();
function gzippedKb(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(clientDir, file)), {level: 6}).length / 1024);
  return gzipped.get(file);
}

/** The route and its parents up to root, as Remix loads them for a document request. */
function chain(id) {
  const routes = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) routes.unshift(route);
  return routes;
}

const rows = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  // Resource routes (no default export) have an empty client module that imports nothing.
  if (id === 'root' || route.imports.length === 0) continue;
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const step of chain(id)) {
    js.add(step.module);
    for (const file of step.imports ?? []) js.add(file);
  }
  const jsKb = [...js].reduce((total, file) => total + gzippedKb(file), 0);
  rows.push({route: route.index ? '/' : `/${route.path}`, jsKb, files: js.size});
}
rows.sort((a, b) => b.jsKb - a.jsKb);

// The one stylesheet (app.css), which every document links (app/root.tsx): a visit downloads it once.
const stylesheets = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.css'));
const cssKb = stylesheets.reduce((total, file) => total + gzippedKb(`/assets/${file}`), 0);

// gzippedKb() counts KiB; kB is what the target and Lighthouse say.
const kB = (kib) => (kib * 1024) / 1000;
console.log('route'.padEnd(30), 'JS kB gz', 'KiB gz', 'files');
for (const row of rows) {
  console.log(
    row.route.padEnd(30),
    kB(row.jsKb).toFixed(1).padStart(8),
    row.jsKb.toFixed(1).padStart(6),
    String(row.files).padStart(5),
  );
}
console.log(
  stylesheets.length > 0
    ? `CSS, once a visit: ${kB(cssKb).toFixed(1)} kB (${cssKb.toFixed(1)} KiB) gz (${stylesheets.join(', ')})`
    : 'CSS: no stylesheet file in the client build',
);
if (budgetKb !== null) {
  const over = rows.filter((row) => !row.route.startsWith('/admin') && kB(row.jsKb) > budgetKb);
  if (over.length > 0) {
    console.error(`Over ${budgetKb} kB: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}

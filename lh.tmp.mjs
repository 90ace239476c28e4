import {auditPages} from './bench/lighthouse.mjs';
const pages = [
  {name: 'home', path: '/'},
  {name: 'shop', path: '/shop'},
  {name: 'shop, filtered', path: '/shop?filter.v.availability=1&filter.p.product_type=Bar+Soap&sort_by=price-ascending'},
  {name: 'product', path: '/product/lavender-oat-soap'},
  {name: 'search', path: '/search?q=soap'},
];
const {results} = await auditPages('http://127.0.0.1:3210', pages, {reportDir: '/tmp/lh'});
for (const r of results) console.log(r.path, JSON.stringify(r.scores), JSON.stringify(r.metrics), r.bytes ? (r.bytes.jsGzip/1000).toFixed(1) : '', r.noindex, JSON.stringify(r.failingAudits?.performance ?? r.failingAudits));

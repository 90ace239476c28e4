// Lighthouse with its default config (mobile: Moto G Power viewport, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium, one page after another in one browser. Each page is audited
// BENCH_LIGHTHOUSE_RUNS times (3 by default) and the median run is reported, as Lighthouse's own guidance on
// variability advises: on a shared 2-core machine one run's performance score moves by ±10.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Only these three categories list their failing audits: performance's opportunities are in the report.
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LOOPBACK = /^http:\/\/127\.0\.0\.1(:\d+)?\//;

/**
 * @param {string} origin
 * @param {{name: string, path: string}[]} pages
 * @param {{reportDir: string}} options full HTML reports are written there
 */
export async function auditPages(origin, pages, {reportDir}) {
  mkdirSync(reportDir, {recursive: true});
  const chrome = await launchChromium();
  try {
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await auditPageTwice(chrome.port, origin, page));
      }
      results.push(medianOutcome(page, runs, reportDir));
    }
    return {chromium: await chromiumVersion(chrome.port), results};
  } finally {
    chrome.kill();
  }
}

/**
 * Two apps audited in turn on the same pages, one run of each after the other (the first of each pair
 * alternating), so a machine whose speed drifts during the minutes this takes weighs on both alike rather
 * than on whichever went second. Returns, for each app, each page's median outcome as auditPages does.
 * @param {Record<string, string>} origins app name -> origin, exactly two
 * @param {{name: string, paths: Record<string, string>}[]} pages each page's path in each app
 * @param {{reportDir: (app: string) => string}} options
 */
export async function auditPagesInTurn(origins, pages, {reportDir}) {
  const names = Object.keys(origins);
  const chrome = await launchChromium();
  try {
    const results = Object.fromEntries(names.map((name) => [name, []]));
    for (const page of pages) {
      const runs = Object.fromEntries(names.map((name) => [name, []]));
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? names : [...names].reverse();
        for (const name of order) {
          const target = {name: page.name, path: page.paths[name]};
          runs[name].push(await auditPageTwice(chrome.port, origins[name], target));
        }
      }
      for (const name of names) {
        mkdirSync(reportDir(name), {recursive: true});
        results[name].push(
          medianOutcome({name: page.name, path: page.paths[name]}, runs[name], reportDir(name)),
        );
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * The median run (Lighthouse's computeMedianRun: closest to the median FCP and interactive time) with every
 * run's performance score beside it; its HTML report is written. A page that failed every run is an error.
 */
function medianOutcome(page, runs, reportDir) {
  const done = runs.filter((run) => !run.error);
  if (done.length === 0) return runs[0];
  const median = computeMedianRun(done.map((run) => run.lhr));
  const chosen = done.find((run) => run.lhr === median) ?? done[0];
  const reportFile = path.join(reportDir, `${slug(page.path)}.html`);
  writeFileSync(reportFile, chosen.report);
  const outcome = {...chosen};
  delete outcome.lhr;
  return {
    ...outcome,
    performanceRuns: done.map((run) => run.scores.performance),
    report: path.relative(process.cwd(), reportFile),
  };
}

function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/**
 * A starved browser now and then misses a DevTools deadline: one more try, then the page is recorded as
 * failed and the other pages still run.
 */
async function auditPageTwice(port, origin, page) {
  const outcome = await auditPage(port, origin, page);
  return outcome.error ? auditPage(port, origin, page) : outcome;
}

async function auditPage(port, origin, page) {
  try {
    const runnerResult = await lighthouse(`${origin}${page.path}`, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!runnerResult) throw new Error('Lighthouse returned nothing');
    const {lhr, report} = runnerResult;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return {
      page: page.name,
      path: page.path,
      ...summarise(lhr),
      bytes: await pageBytes(lhr),
      lhr,
      report: String(report),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  Lighthouse on ${page.path} failed: ${message}`);
    return {page: page.name, path: page.path, error: message};
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = {};
  for (const id of LISTED_CATEGORIES) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    metrics: {
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    },
    failingAudits: failing,
    // A page that asks not to be indexed (robots noindex: search results, filtered listings) fails
    // Lighthouse's is-crawlable audit on purpose; its SEO score says nothing else about it.
    noindex: lhr.audits['is-crawlable']?.score === 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * JavaScript and CSS the page loaded, from Lighthouse's network-requests audit. The gzip figure is
 * each file fetched again and gzipped here at zlib's default level (6); transferSize is what
 * Chromium received, headers included, in whatever encoding the server chose (listed).
 */
async function pageBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const totals = {
    jsGzip: 0,
    cssGzip: 0,
    jsTransfer: 0,
    cssTransfer: 0,
    jsFiles: 0,
    cssFiles: 0,
    encodings: [],
    notLoopback: [],
  };
  const seen = new Set();
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind || seen.has(item.url)) continue;
    seen.add(item.url);
    if (!LOOPBACK.test(item.url)) {
      totals.notLoopback.push(item.url);
      continue;
    }
    const response = await fetch(item.url, {headers: {'Accept-Encoding': 'gzip, br'}});
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    if (!totals.encodings.includes(encoding)) totals.encodings.push(encoding);
    // fetch decodes the body, so this is the file itself.
    const body = Buffer.from(await response.arrayBuffer());
    totals[`${kind}Gzip`] += gzipSync(body).length;
    totals[`${kind}Transfer`] += item.transferSize ?? 0;
    totals[`${kind}Files`] += 1;
  }
  return totals;
}

async function chromiumVersion(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
  const info = response?.ok ? await response.json() : null;
  return info?.Browser ?? 'unknown';
}

function slug(pathname) {
  return pathname === '/' ? 'home' : pathname.replace(/^\/+/, '').replace(/[^\w-]+/g, '-');
}

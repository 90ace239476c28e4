import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

const SHOWN = 10;

/**
 * Lists the ten slowest browser tests at the end of a run, so whoever makes the suite faster starts where the
 * time goes. A test's time is all its attempts together (a retried test cost the run both). Under
 * `npm test` (SLOWEST_TESTS_FILE set) the list goes to that file, and the runner prints it last.
 */
export default class SlowestTests implements Reporter {
  private readonly tests = new Map<TestCase, {ms: number; attempts: number}>();

  onTestEnd(test: TestCase, result: TestResult) {
    const seen = this.tests.get(test) ?? {ms: 0, attempts: 0};
    this.tests.set(test, {ms: seen.ms + result.duration, attempts: seen.attempts + 1});
  }

  onEnd() {
    if (this.tests.size === 0) return;
    const slowest = [...this.tests].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SHOWN);
    const totalMs = [...this.tests.values()].reduce((sum, {ms}) => sum + ms, 0);
    const lines = [
      `The ${slowest.length} slowest of ${this.tests.size} browser tests (${(totalMs / 1000).toFixed(0)} s of test time in all):`,
      ...slowest.map(([test, {ms, attempts}]) => {
        const project = test.parent.project()?.name ?? '';
        const file = path.relative(process.cwd(), test.location.file);
        const title = test.titlePath().slice(3).join(' › ');
        const retried = attempts > 1 ? ` (${attempts} attempts)` : '';
        return `  ${(ms / 1000).toFixed(1).padStart(5)}s  [${project}] ${file}:${test.location.line} ${shorten(title)}${retried}`;
      }),
    ];
    const text = `${lines.join('\n')}\n`;
    const file = process.env.SLOWEST_TESTS_FILE;
    if (file) writeFileSync(file, text);
    else process.stdout.write(`\n${text}`);
  }

  printsToStdio() {
    return false;
  }
}

function shorten(title: string): string {
  return title.length > 90 ? `${title.slice(0, 89)}…` : title;
}

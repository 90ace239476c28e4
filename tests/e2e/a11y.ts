import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, short enough to read in a failure. */
export async function violations(page: Page) {
  const {violations: found} = await new AxeBuilder({page}).withTags(WCAG_21_AA).analyze();
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

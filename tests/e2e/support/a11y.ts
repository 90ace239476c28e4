import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * WCAG 2.1 A and AA, plus axe's best practices: Lighthouse's accessibility score counts those too
 * (heading order, landmarks), and the shop's target for it is 100.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now (or only inside `scope`, a CSS selector), short enough
 * to read in a failure.
 */
export async function violations(page: Page, scope?: string) {
  let builder = new AxeBuilder({page}).withTags(RULE_TAGS);
  if (scope) builder = builder.include(scope);
  const {violations: found} = await builder.analyze();
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

// axe-core (WCAG 2.1 A/AA and best practices) over the help and legal pages: zero violations; the
// shop's pages are in a11y.js-only.spec.ts. axe runs as a script in the page, so these need JavaScript too.
// Each visit waits for hydration, and the console fixture fails a test on any console error, so these visits
// are also the check that every content page hydrates without an error or a hydration mismatch (their text is
// checked without JavaScript in content.no-js.spec.ts).
import {violations} from '../support/a11y';
import {consentGiven, expect, test} from '../support/fixtures';
import {HELP_AND_LEGAL_PAGES} from '../support/contentPages';

for (const path of [...HELP_AND_LEGAL_PAGES, '/newsletter']) {
  test(`${path} has no accessibility violations`, async ({page}) => {
    test.slow(); // axe takes 15-60 s per page on a busy 2-core machine (color contrast, mostly)
    await consentGiven(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await violations(page)).toEqual([]);
  });
}

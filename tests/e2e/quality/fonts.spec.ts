import type {Locator, Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';

/**
 * The first page a new visitor opens is set in the brand's faces, not only named in the CSS: the computed
 * family starts with the brand's face, the face is loaded (document.fonts), and Chromium actually drew the
 * text with it (the platform font DevTools reports for the node). With `font-display: optional` a face that
 * missed the first moment left the whole page in the local fallback, which only the last check sees.
 */
const FACES = [
  {selector: 'h1', family: 'Fraunces', weight: '500'},
  {selector: 'main p', family: 'Source Sans 3', weight: '400'},
  {selector: 'main .font-semibold', family: 'Source Sans 3', weight: '600'},
] as const;

/** The fonts Chromium drew the element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, element: Locator) {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: -1});
  const {nodeId} = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  return fonts.map((font) => font.familyName);
}

for (const path of ['/', '/collections', '/product/lavender-oat-soap']) {
  test(`a first visit to ${path} is drawn in the brand's faces`, async ({page}) => {
    // A fresh context: nothing cached, as for a new visitor.
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    for (const face of FACES) {
      const element = page.locator(face.selector).locator('visible=true').first();
      await expect(element).toBeVisible();
      const computed = await element.evaluate((node) => getComputedStyle(node).fontFamily);
      expect(computed.split(',')[0]?.replace(/['"]/g, '').trim()).toBe(face.family);
      const loaded = await page.evaluate(
        ({family, weight}) =>
          [...document.fonts].some(
            (font) =>
              font.family.replace(/['"]/g, '') === family &&
              font.weight === weight &&
              font.status === 'loaded',
          ),
        face,
      );
      expect(loaded, `${face.family} ${face.weight} loaded`).toBe(true);
      const drawnWith = await renderedFonts(page, element);
      expect(
        drawnWith.some((name) => name.startsWith(face.family)),
        `${face.selector} is drawn with ${drawnWith.join(', ')}`,
      ).toBe(true);
    }
  });
}

test('text shows at once in the fallback while the faces load, and the faces replace it on the same page', async ({
  page,
}) => {
  // Every face held back until the page is up: what a slow phone meets.
  let releaseFaces = () => {};
  const facesHeld = new Promise<void>((resolve) => (releaseFaces = resolve));
  const asked: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await facesHeld;
    await route.continue();
  });
  // The load event would wait for the faces.
  await page.goto('/product/lavender-oat-soap', {waitUntil: 'domcontentloaded'});
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toBeVisible();
  // The page asked for the faces by itself (the stylesheet names them), and draws in the fallback meanwhile.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(await renderedFonts(page, heading)).not.toContain('Fraunces');
  expect((await heading.textContent())?.trim()).toBe('Lavender & Oat Cold Process Soap');

  releaseFaces();
  await page.evaluate(() => document.fonts.ready);
  // `swap`, not `optional`: the face that came late still replaces the fallback.
  await expect.poll(async () => (await renderedFonts(page, heading)).join(', ')).toMatch(/Fraunces/);
});

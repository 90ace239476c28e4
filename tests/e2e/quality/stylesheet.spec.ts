// A visit pays for the stylesheet once: the first document carries the rules inline (no render-blocking
// request) and prefetches the stylesheet's file; a document reached from the shop's own pages carries an
// @import of that file, which the browser has by then, and looks exactly the same.
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';

/** The text of the root's inline <style>. */
async function inlineStylesheet(page: Page) {
  const style = page.locator('head > style');
  await expect(style).toHaveCount(1);
  return (await style.evaluate((element) => element.textContent)) ?? '';
}

/** app.css's forest-800 on the announcement bar, cream-50 on the page: the shop's styles apply. */
async function expectShopStyles(page: Page) {
  await expect(page.locator('header p').first()).toHaveCSS('background-color', 'rgb(36, 68, 51)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 251, 246)');
}

test('a page reached from the shop imports the stylesheet the first page prefetched, and looks the same', async ({
  page,
}, testInfo) => {
  const javaScript = testInfo.project.name === 'js';
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const stylesheetFetches: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheetFetches.push(request.url());
  });

  const firstAnswer = await page.goto('/shop');
  // The rules themselves, not a reference: a first visit waits for no stylesheet.
  expect((await inlineStylesheet(page)).length).toBeGreaterThan(20_000);
  await expectShopStyles(page);
  // The answer has the browser fetch the same rules as a file at idle, for the pages after this one.
  const file = /^<(\/assets\/app-[\w-]+\.css)>; rel=prefetch; as=style$/.exec(
    firstAnswer?.headers()['link'] ?? '',
  )?.[1];
  expect(file).toBeTruthy();
  await expect.poll(() => stylesheetFetches.some((url) => url.endsWith(file!))).toBe(true);

  // A document navigation from this page: a plain link without JavaScript, a reload of another URL with it.
  const breadcrumbHome = page
    .getByRole('navigation', {name: 'Breadcrumb'})
    .getByRole('link', {name: 'Home'});
  if (javaScript) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => window.location.assign('/'));
  } else {
    await breadcrumbHome.click();
  }
  await expect(page).toHaveURL(/\/$/);
  expect(await inlineStylesheet(page)).toBe(`@import url(${file});`);
  await expectShopStyles(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveCSS('font-family', /Fraunces/);

  if (javaScript) {
    // Hydrated over the @import, and a client-side navigation keeps the styles.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('link', {name: 'Shop Now'}).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expectShopStyles(page);
  }
  expect(refused).toEqual([]);
});

// Product page enhancements that need JavaScript.
import {consentGiven, expect, test} from '../support/fixtures';

test.describe('with JavaScript', () => {
  test('the tabs load their code when the shopper nears them, then work with the keyboard', async ({page}) => {
    const tabsCode: string[] = [];
    page.on('request', (request) => {
      if (/\/ProductTabs-[^/]*\.js$/.test(request.url())) tabsCode.push(request.url());
    });
    await page.goto('/product/lavender-oat-soap', {waitUntil: 'networkidle'});
    // Below the first screen the server's four sections stay as they are, and their code is not fetched.
    const heading = page.getByRole('heading', {name: 'About this product'});
    await expect(heading).not.toBeInViewport();
    await expect(page.getByRole('heading', {name: 'Ingredients', level: 3})).toBeAttached();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    expect(tabsCode).toEqual([]);
    await heading.scrollIntoViewIfNeeded();
    const details = page.getByRole('tab', {name: 'Product Details'});
    await expect(details).toBeVisible();
    expect(tabsCode).toHaveLength(1);
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await details.focus();
    await page.keyboard.press('ArrowRight');
    const ingredients = page.getByRole('tab', {name: 'Ingredients'});
    await expect(ingredients).toBeFocused();
    await expect(ingredients).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: 'Ingredients'})).toContainText('Olea Europaea');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', {name: 'Shipping'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('on a phone all four tabs are on screen, and the keys still move between them', async ({page}) => {
    await consentGiven(page);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/product/lavender-oat-soap');
    await page.getByRole('heading', {name: 'About this product'}).scrollIntoViewIfNeeded();
    const tablist = page.getByRole('tablist', {name: 'Product information'});
    await tablist.scrollIntoViewIfNeeded();
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const offScreen = await tabs.evaluateAll((elements) =>
      elements
        .filter((tab) => {
          const {left, right} = tab.getBoundingClientRect();
          return left < 0 || right > window.innerWidth;
        })
        .map((tab) => tab.textContent),
    );
    expect(offScreen).toEqual([]);
    // Nothing hides sideways: the list does not scroll, so no tab is cut off at its edge either.
    expect(await tablist.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ratio: 1});
    const details = page.getByRole('tab', {name: 'Product Details'});
    await details.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', {name: 'Shipping'})).toBeFocused();
    await expect(page.getByRole('tabpanel', {name: 'Shipping'})).toBeVisible();
    await page.keyboard.press('Home');
    await expect(details).toBeFocused();
  });

  test('choices keep the scroll position and the sticky bar follows the main button', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/product/lavender-oat-soap');
    const sticky = page.getByRole('complementary', {name: 'Quick add to cart'});
    // The tabs take their final shape once the shopper nears them: do that first, then start at the top.
    await page.getByRole('heading', {name: 'About this product'}).scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', {name: 'Product Details'})).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sticky).toBeHidden();

    const bundle2 = page.getByRole('link', {name: /Bundle of 2/});
    await bundle2.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await bundle2.click();
    await expect(bundle2).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('heading', {name: 'You May Also Like'}).scrollIntoViewIfNeeded();
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();
    // Laid out as a bar: a 56 px thumbnail, the title, and the button on screen (the default viewport is
    // desktop, where the thumbnail once stretched across the bar and pushed the button off the right edge).
    await expect(sticky.getByRole('button', {name: 'Add to Cart'})).toBeInViewport({ratio: 1});
    await expect(sticky.getByText('Lavender & Oat Cold Process Soap')).toBeInViewport({ratio: 1});
    expect(await sticky.locator('img').boundingBox()).toMatchObject({width: 56, height: 56});
    await expect(sticky.locator('input[name="bundleQuantity"]')).toHaveValue('2');
    // At the very bottom the bar covers nothing: the footer's last control is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const settings = page.getByRole('contentinfo').getByRole('button', {name: 'Cookie Settings'});
    await expect(settings).toBeInViewport({ratio: 1});
    const [control, bar] = await Promise.all([settings.boundingBox(), sticky.boundingBox()]);
    expect(control!.y + control!.height).toBeLessThanOrEqual(bar!.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sticky).toBeHidden();
  });
});

test('back to top sits above the sticky bar, not on it', async ({page}) => {
  await consentGiven(page);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/product/lavender-oat-soap');
  await page.mouse.wheel(0, 1500);
  const sticky = page.getByRole('complementary', {name: 'Quick add to cart'});
  const button = page.getByRole('link', {name: 'Back to top'});
  await expect(sticky).toBeVisible();
  await expect(button).toBeVisible();
  const [bar, own] = await Promise.all([sticky.boundingBox(), button.boundingBox()]);
  expect(own!.y + own!.height).toBeLessThanOrEqual(bar!.y);
});

test('the sticky bar takes the main button\'s place while it is out of view below, too', async ({page}) => {
  await consentGiven(page);
  // A short screen (a phone held sideways): the main button starts below the fold.
  await page.setViewportSize({width: 844, height: 390});
  await page.goto('/product/lavender-oat-soap');
  const sticky = page.getByRole('complementary', {name: 'Quick add to cart'});
  await expect(sticky).toBeVisible();
  await page.locator('#add-to-cart').getByRole('button', {name: 'Add to Cart'}).scrollIntoViewIfNeeded();
  await expect(sticky).toBeHidden();
});

test.describe('markup the browser keeps from the server (static islands)', () => {
  test('another product reached without a reload shows its own stories and tabs, and the footer stays', async ({
    page,
    browser,
  }) => {
    const storiesOn = (target: typeof page) =>
      target.getByRole('region', {name: 'What our customers say'}).getByRole('blockquote');
    // What the server renders for the supplement, read without JavaScript.
    const plain = await browser.newContext({javaScriptEnabled: false});
    const serverPage = await plain.newPage();
    await serverPage.goto('/product/ashwagandha-calm-capsules');
    const supplementStories = await storiesOn(serverPage).allTextContents();
    await plain.close();

    // A choice made, so no banner lies over the footer; Cookie Settings takes it back at the end.
    await consentGiven(page);
    await page.goto('/product/lavender-oat-soap');
    const soapStories = await storiesOn(page).allTextContents();
    expect(soapStories).not.toEqual(supplementStories);
    // A client-side navigation: the breadcrumb's Shop, then the supplement's card.
    await page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link', {name: 'Shop'}).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.getByRole('link', {name: /Ashwagandha Calm Capsules/}).first().click();
    await expect(page).toHaveURL(/\/product\/ashwagandha-calm-capsules/);
    // The browser rendered the page itself: the supplement's stories, and the tabs are tabs at once.
    await expect(storiesOn(page)).toHaveText(supplementStories);
    await expect(page.getByRole('tablist', {name: 'Product information'})).toBeAttached();
    // The footer is still the server's, and its Cookie Settings returns to the page the shopper is on.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Privacy Policy'})).toBeVisible();
    await footer.getByRole('button', {name: 'Cookie Settings'}).click();
    await expect(page).toHaveURL(/\/product\/ashwagandha-calm-capsules$/);
    await expect(page.getByText('We value your privacy')).toBeVisible();
  });
});

test.describe('the gallery on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the large image swipes sideways, and the thumbnails follow without changing the page', async ({page}) => {
    await page.goto('/product/lavender-oat-soap');
    const gallery = page.getByRole('region', {name: 'Product images'});
    const track = gallery.getByRole('list').first();
    const thumbnail = (n: number) => gallery.getByRole('link', {name: new RegExp(`^Show image ${n} of 3`)});
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    const url = page.url();
    // A sideways swipe is a horizontal scroll of the track; the snap settles on the next image.
    const box = await track.boundingBox();
    if (!box) throw new Error('the gallery track has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(1)).not.toHaveAttribute('aria-current', 'true');
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBeCloseTo(1, 1);
    // Swiping is looking, not choosing: the URL and the page's scroll stay.
    expect(page.url()).toBe(url);
    // A thumbnail moves the track to its image.
    await thumbnail(3).click();
    await expect(page).toHaveURL(/[?&]image=3(&|$)/);
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBeCloseTo(2, 1);
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
  });
});

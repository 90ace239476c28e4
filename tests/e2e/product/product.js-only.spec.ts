// Product page enhancements that need JavaScript.
import {consentGiven, expect, expectShopperNotice, test} from '../support/fixtures';

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
    await expect(sticky.getByText('Standard · 2 Units')).toBeInViewport({ratio: 1});
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

test('the sticky bar names the chosen option and adds it with the stepper\'s quantity', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await page.setViewportSize({width: 390, height: 844});
  const stickyCode: string[] = [];
  page.on('request', (request) => {
    if (/\/StickyAddToCart-[^/]*\.js$/.test(request.url())) stickyCode.push(request.url());
  });
  const title = 'Lavender & Oat Cold Process Soap';
  await page.goto('/product/lavender-oat-soap', {waitUntil: 'networkidle'});
  const sticky = page.getByRole('complementary', {name: 'Quick add to cart'});
  const relatedHeading = page.getByRole('heading', {name: 'You May Also Like'});
  // Its code waits until the bar is first needed.
  expect(stickyCode).toEqual([]);
  await relatedHeading.scrollIntoViewIfNeeded();
  await expect(sticky).toBeVisible();
  expect(stickyCode).toHaveLength(1);
  await expect(sticky.getByText('Standard · 1 Unit')).toBeVisible();

  // Another choice: the bar names it once the shopper scrolls on.
  const form = page.locator('#add-to-cart');
  await form.scrollIntoViewIfNeeded();
  await expect(sticky).toBeHidden();
  await page.getByRole('checkbox', {name: /Subscribe & Save/}).check();
  await page.getByRole('link', {name: /Bundle of 3/}).click();
  await expect(page).toHaveURL(/bundle=bundle3/);
  await expect(page).toHaveURL(/subscribe=1/);
  await form.getByRole('button', {name: 'Increase quantity'}).click();
  await expect(form.getByRole('spinbutton', {name: 'Quantity'})).toHaveValue('2');
  await relatedHeading.scrollIntoViewIfNeeded();
  await expect(sticky.getByText('Subscribe & Save · 3 Units')).toBeVisible();
  await expect(sticky.getByText('Standard · 1 Unit')).toHaveCount(0);

  // Its button sends the page's form: 2 bundles of 3, subscribed.
  await sticky.getByRole('button', {name: 'Add to Cart'}).click();
  await expectShopperNotice(page, ['Added to cart', `6 × ${title} (Subscribe & Save)`]);
  await expect(page.getByTestId('cart-count')).toHaveText('6');
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
    // A client-side navigation: the breadcrumb's Shop, Load more (the supplement is on the second page of
    // 24), then the supplement's card.
    await page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('link', {name: 'Shop'}).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.getByRole('link', {name: 'Load more', exact: true}).click();
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

test('a tap on the large image opens the zoom view, loading its code then; Escape closes it and focus returns', async ({
  page,
}) => {
  await consentGiven(page);
  const zoomCode: string[] = [];
  page.on('request', (request) => {
    if (/\/galleryZoom-[^/]*\.js$/.test(request.url())) zoomCode.push(request.url());
  });
  await page.goto('/product/lavender-oat-soap', {waitUntil: 'networkidle'});
  const url = page.url();
  expect(zoomCode).toEqual([]);
  const gallery = page.getByRole('region', {name: 'Product images'});
  const image = gallery.getByRole('link', {name: /\(full size\)$/}).first();
  const fullSize = await image.getAttribute('href');
  await image.click();
  const zoom = page.getByRole('dialog', {name: /zoom view$/});
  await expect(zoom).toBeVisible();
  expect(zoomCode).toHaveLength(1);
  // The full-size picture, the one the link names, filling the screen; the page did not go to it.
  const picture = zoom.getByRole('img');
  await expect(picture).toHaveAttribute('src', fullSize!);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(page.url()).toBe(url);
  const close = zoom.getByRole('button', {name: 'Close zoom view'});
  await expect(close).toBeFocused();

  // A tap zooms in on that spot (the picture grows past the screen, scrolled to it), another zooms out.
  const toggle = zoom.getByRole('button', {name: 'Zoom in'});
  const fitted = (await picture.boundingBox())!;
  await toggle.click({position: {x: fitted.width * 0.75, y: fitted.height * 0.75}});
  const zoomOut = zoom.getByRole('button', {name: 'Zoom out'});
  await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
  const zoomed = (await picture.boundingBox())!;
  expect(zoomed.width).toBeCloseTo(fitted.width * 2.5, 0);
  expect(zoomed.x).toBeLessThan(0);
  await zoomOut.click();
  await expect(zoom.getByRole('button', {name: 'Zoom in'})).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);
  await expect(image).toBeFocused();
  // It opens again (the code is there now), and the close button leaves it too.
  await image.click();
  await expect(zoom).toBeVisible();
  await close.click();
  await expect(zoom).toHaveCount(0);
  await expect(image).toBeFocused();
  expect(zoomCode).toHaveLength(1);
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

test.describe('a missing product reached without a reload', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});

  test('the browser renders the not-found notice itself, loading its code then', async ({page}) => {
    const noticeCode: string[] = [];
    page.on('request', (request) => {
      if (/\/ProductUnavailable-[^/]*\.js$/.test(request.url())) noticeCode.push(request.url());
    });
    await page.goto('/product/lavender-oat-soap', {waitUntil: 'networkidle'});
    // A product that renders never loads the notice's code.
    expect(noticeCode).toEqual([]);
    await page.evaluate(async () => {
      const router = (window as unknown as {__remixRouter: {navigate: (to: string) => Promise<void>}})
        .__remixRouter;
      await router.navigate('/product/no-such-product');
    });
    await expect(page).toHaveURL(/\/product\/no-such-product$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Product not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to shop'})).toHaveAttribute('href', '/shop');
    expect(noticeCode).toHaveLength(1);
  });
});

test('another product reached without a reload starts at quantity 1', async ({page}) => {
  await consentGiven(page);
  await page.goto('/product/lavender-oat-soap');
  const quantity = page.locator('#add-to-cart').getByRole('spinbutton', {name: 'Quantity'});
  await page.locator('#add-to-cart').getByRole('button', {name: 'Increase quantity'}).click();
  await expect(quantity).toHaveValue('2');
  const related = page.locator('section', {has: page.getByRole('heading', {name: 'You May Also Like'})});
  const next = related.getByRole('link').first();
  const href = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Lavender & Oat Cold Process Soap');
  await expect(quantity).toHaveValue('1');
});

// Product page journeys, with JavaScript and without.
import {consentGiven, expect, expectShopperNotice, test} from '../support/fixtures';
import {productFromApi, variantTitled, usd, mainCartForm} from '../support/product.helpers';

test('Bundle of 3 with Subscribe & Save selects that variant, shows its price and adds it', {tag: '@smoke'}, async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // four page loads without JavaScript on a shared machine
  const product = await productFromApi('lavender-oat-soap');
  const chosen = variantTitled(product.variants.nodes, 'Subscribe & Save / 3 Units');
  await page.goto('/product/lavender-oat-soap');

  await page.getByRole('link', {name: /Bundle of 3/}).click();
  await expect(page).toHaveURL(/[?&]bundle=bundle3/);
  await expect(page.getByRole('link', {name: /Bundle of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );

  const subscribe = page.getByRole('checkbox', {name: /Subscribe & Save/});
  await subscribe.click();
  await expect(subscribe).toBeChecked();
  // The box shows the price it adds at, with JavaScript or without.
  await expect(page.getByText(`Subscribe & Save · ${usd(chosen.price.amount)}`)).toBeVisible();
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/[?&]subscribe=1/);
    await expect(page).toHaveURL(/[?&]bundle=bundle3/);
    await expect(page.getByText(`Price: ${usd(chosen.price.amount)}`)).toBeVisible();
    await expect(page.getByRole('link', {name: /^Subscribe & Save \/ 3 Units/})).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
  // The box posts with Add to Cart (no "Update" first): the form names both variants of the bundle.
  const standard = variantTitled(product.variants.nodes, 'Standard / 3 Units');
  const form = mainCartForm(page);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(subscribe).toHaveAttribute('form', (await form.getAttribute('id'))!);
  const fields = await form
    // _answer=data is added only once JavaScript runs (the cart then answers data, not a redirect).
    .locator('input[type="hidden"]:not([name="_answer"])')
    .evaluateAll((inputs) =>
      Object.fromEntries(
        inputs.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
      ),
    );
  expect(fields).toEqual({
    intent: 'add',
    merchandiseId: standard.id,
    subscribeMerchandiseId: chosen.id,
    redirectTo: expect.stringMatching(/^\/product\/lavender-oat-soap\?/),
    title: product.title,
    variantTitle: standard.title,
    bundleQuantity: '3',
  });
  // How many bundles: the stepper's number field, posted with the form.
  await expect(form.getByRole('spinbutton', {name: 'Quantity'})).toHaveValue('1');
  await expect(form.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();

  // Unticking returns to the Standard bundle of 3.
  await subscribe.click();
  await expect(subscribe).not.toBeChecked();
  if (javaScriptEnabled) {
    await expect(page).not.toHaveURL(/subscribe=1/);
    await expect(page.getByText(`Price: ${usd(standard.price.amount)}`)).toBeVisible();
  }
  await expect(form.locator('input[name="subscribe"]')).toHaveCount(0);
});

test('Add to Cart adds the bundle variant and stays on the product page', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const product = await productFromApi('lavender-oat-soap');
  await page.goto('/product/lavender-oat-soap?bundle=bundle2&subscribe=1');
  await page.getByRole('button', {name: 'Add to Cart'}).click();
  await expectShopperNotice(page, ['Added to cart', `2 × ${product.title} (Subscribe & Save)`]);
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap\?bundle=bundle2&subscribe=1$/);
  // A bundle of 2 is two items, as the notice says.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // With JavaScript the cart drawer opened after the add; close it to look at the page again.
  if (javaScriptEnabled) await page.getByRole('button', {name: 'Close cart'}).click();
  await expect(page.getByRole('link', {name: /Bundle of 2/})).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the quantity stepper sets how many to add, and the cart gets that many', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const product = await productFromApi('lavender-oat-soap');
  await page.goto('/product/lavender-oat-soap');
  const form = mainCartForm(page);
  const quantity = form.getByRole('spinbutton', {name: 'Quantity'});
  await expect(quantity).toHaveValue('1');
  // The bounds: at least one, at most what one cart line may hold.
  await expect(quantity).toHaveAttribute('min', '1');
  await expect(quantity).toHaveAttribute('max', '99');
  const increase = form.getByRole('button', {name: 'Increase quantity'});
  const decrease = form.getByRole('button', {name: 'Decrease quantity'});
  if (javaScriptEnabled) {
    // − stops at 1; + counts up; a screen reader hears the new quantity (its focus stays on the button).
    await decrease.click();
    await expect(quantity).toHaveValue('1');
    for (let count = 0; count < 3; count++) await increase.click();
    await expect(quantity).toHaveValue('4');
    await decrease.click();
    await expect(quantity).toHaveValue('3');
    await expect(form.locator('[aria-live="polite"]')).toHaveText('Quantity 3');
    await expect(decrease).toBeFocused();
  } else {
    // Without JavaScript − and + could do nothing, so only the plain number field shows.
    await expect(increase).toBeHidden();
    await expect(decrease).toBeHidden();
    await quantity.fill('3');
  }
  await form.getByRole('button', {name: 'Add to Cart'}).click();
  await expectShopperNotice(page, ['Added to cart', `3 × ${product.title}`]);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({hasText: product.title});
  await expect(line).toHaveCount(1);
  await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText('3');
});

test('a sold-out variant chosen with Quick Select shows Out of Stock', async ({page}) => {
  test.slow();
  await page.goto('/product/charcoal-tea-tree-soap');
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();
  await page.getByRole('link', {name: /^Subscribe & Save \/ 3 Units/}).click();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(page.getByRole('button', {name: 'Out of Stock'})).toBeDisabled();
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toHaveCount(0);
  // Quick Select sets the bundle and the subscribe flag from the variant.
  await expect(page.getByRole('link', {name: /Bundle of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('checkbox', {name: /Subscribe & Save/})).toBeChecked();
});

test('an entirely sold-out product is Out of Stock', async ({page}) => {
  await page.goto('/product/wild-rose-clay-soap');
  await expect(page.getByRole('button', {name: 'Out of Stock'})).toBeDisabled();
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toHaveCount(0);
});

test('markup in a title or description is shown as text and never runs', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const product = await productFromApi('oat-agave-soap-ends');
  await page.goto('/product/oat-agave-soap-ends');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(product.title);
  await expect(page.getByText('<script>alert(1)</script>', {exact: false})).toBeVisible();
  await expect(page.getByText('<img src=x onerror="alert(2)">', {exact: false})).toBeVisible();
  await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('thumbnails switch the large image through ?image=N', async ({page}) => {
  test.slow();
  await page.goto('/product/lavender-oat-soap');
  const second = page.getByRole('link', {name: /^Show image 2 of 3/});
  await expect(page.getByRole('link', {name: /^Show image 1 of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await second.click();
  await expect(page).toHaveURL(/[?&]image=2/);
  await expect(second).toHaveAttribute('aria-current', 'true');
  const gallery = page.getByRole('region', {name: 'Product images'});
  // The large image is the thumbnail's (the thumbnail can show as current a render before the gallery moves
  // its shown slide, so this waits for the slide rather than reading it once).
  const label = (await second.getAttribute('aria-label')) ?? '';
  await expect
    .poll(async () =>
      label.includes((await gallery.locator('[data-shown] img').getAttribute('alt')) ?? 'missing'),
    )
    .toBe(true);
  // And that image is the one in view: the track has moved to it (with JavaScript by script, without it by
  // the link's fragment).
  await expect
    .poll(async () => {
      const track = await gallery.getByRole('list').first().boundingBox();
      const slide = await gallery.locator('[data-shown]').boundingBox();
      return track && slide ? Math.round(Math.abs(slide.x - track.x)) : -1;
    })
    .toBeLessThanOrEqual(1);
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 900},
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    test('the page starts where the header ends, and so does an in-page anchor', async ({page}) => {
      await consentGiven(page);
      // The anchor jumps at once instead of scrolling smoothly.
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto('/product/lavender-oat-soap');
      const headerBottom = async () => {
        const box = (await page.getByRole('banner').boundingBox())!;
        return box.y + box.height;
      };
      const contentTop = await page
        .getByRole('main')
        .evaluate(
          (main) =>
            main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop),
        );
      expect(Math.abs(contentTop - (await headerBottom()))).toBeLessThanOrEqual(1);

      await page.getByRole('link', {name: 'see more'}).click();
      await expect(page).toHaveURL(/#details$/);
      const details = page.getByRole('region', {name: 'About this product'});
      await expect
        .poll(async () => {
          const top = await details.evaluate((section) => section.getBoundingClientRect().top);
          return Math.abs(top - (await headerBottom()));
        })
        .toBeLessThanOrEqual(1);
    });

    test('You May Also Like is followed by the footer without an empty band', async ({page}) => {
      await consentGiven(page);
      await page.goto('/product/lavender-oat-soap');
      const related = page.locator('section', {
        has: page.getByRole('heading', {name: 'You May Also Like'}),
      });
      await expect(related.getByRole('link').first()).toBeVisible();
      const [section, footer] = await Promise.all([
        related.boundingBox(),
        page.getByRole('contentinfo').boundingBox(),
      ]);
      // The footer's own 6rem (96 px) margin, as on every page; nothing more.
      expect(footer!.y - (section!.y + section!.height)).toBeLessThanOrEqual(100);
    });
  });
}

test('the comparison table scrolls in a labelled box that a keyboard can reach', async ({page}) => {
  await page.goto('/product/lavender-oat-soap');
  const box = page.getByRole('region', {name: 'Wildroot vs Others'});
  await expect(box.getByRole('table', {name: 'Wildroot vs Others'})).toBeVisible();
  await expect(box).toHaveAttribute('tabindex', '0');
  await box.focus();
  await expect(box).toBeFocused();
});

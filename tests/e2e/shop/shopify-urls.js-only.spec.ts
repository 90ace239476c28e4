// A client-side navigation to a renamed product: the data request Remix makes gets Shopify's redirect in a
// form Remix's router follows. Only with JavaScript: without it every link is a document request.
import {expect, test} from '../support/fixtures';

const SOAP = 'Lavender & Oat Cold Process Soap';

test('a link within the shop to a renamed product follows Shopify’s redirect too', async ({
  page,
}) => {
  await page.goto('/shop');
  // The shop links no renamed product: the navigation a stale link would make, through Remix's router.
  await page.evaluate(() =>
    (
      window as unknown as {__remixRouter: {navigate: (to: string) => Promise<void>}}
    ).__remixRouter.navigate('/product/lavender-soap'),
  );
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap$/);
  await expect(page.getByRole('heading', {level: 1, name: SOAP})).toBeVisible();
});

// The product page's Add to Cart form is the largest form a shopper sends: the server's request limits must
// take it whole.
import {describe, expect, it} from 'vitest';
import {IMAGE_PARAM, cartAddFields} from './productPage';
import {ANSWER_AS_DATA} from '~/lib/forms';
import {REQUEST_LIMITS, enforceRequestLimits} from '~/server/requestLimits.server';

describe('request limits and the Add to Cart form', () => {
  it('takes the largest legitimate form with the production limits', async () => {
    // The product page's Add to Cart form is the largest: a subscription bundle, long names and a long way back.
    const subscription = {
      id: 'gid://shopify/ProductVariant/100106',
      title: 'Subscribe & Save / 3 Units',
      selectedOptions: [
        {name: 'Purchase Type', value: 'Subscribe & Save'},
        {name: 'Quantity', value: '3 Units'},
      ],
    };
    const cartAdd = new URLSearchParams([
      ...cartAddFields({
        productTitle: 'Soap '.repeat(40),
        variant: subscription,
        redirectTo: `/product/${'a'.repeat(200)}?bundle=bundle3`,
      }),
      // The stepper's quantity, the purchase options' own fields, and the marker a fetcher adds to ask for data.
      ['quantity', '99'],
      ['bundle', 'bundle3'],
      [IMAGE_PARAM, `https://cdn.shopify.com/s/files/1/${'0'.repeat(40)}/soap.jpg`],
      [ANSWER_AS_DATA.name, ANSWER_AS_DATA.value],
    ]);
    const form = new Request('http://shop.test/cart', {method: 'POST', body: cartAdd});
    const passed = await enforceRequestLimits(form, REQUEST_LIMITS);
    expect(passed).toBeInstanceOf(Request);
    expect(Object.fromEntries(await (passed as Request).formData())).toMatchObject({
      intent: 'add',
      subscribe: '1',
      bundleQuantity: '3',
      quantity: '99',
    });
  });
});

// Helpers shared by the product page specs (product.spec.ts, product.no-js.spec.ts, product.js-only.spec.ts).
import type {Locator, Page} from '@playwright/test';
import {storefrontQuery} from './fixtures';

export interface ApiVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: {amount: string};
}

export async function productFromApi(handle: string) {
  const {product} = await storefrontQuery<{
    product: {title: string; variants: {nodes: ApiVariant[]}};
  }>(
    `query Product($handle: String!) {
      product(handle: $handle) {
        title
        variants(first: 20) { nodes { id title availableForSale price { amount } } }
      }
    }`,
    {handle},
  );
  return product;
}

export function variantTitled(variants: ApiVariant[], title: string) {
  const variant = variants.find((candidate) => candidate.title === title);
  if (!variant) throw new Error(`no variant ${title}`);
  return variant;
}

export const usd = (amount: string) => `$${Number(amount).toFixed(2)}`;

/**
 * One of the four information sections: a tab panel with JavaScript (after choosing its tab), a section
 * with a heading without it.
 */
export async function openSection(page: Page, name: string, javaScriptEnabled: boolean): Promise<Locator> {
  if (!javaScriptEnabled) return page.getByRole('region', {name, exact: true});
  await page.getByRole('tab', {name, exact: true}).click();
  return page.getByRole('tabpanel', {name, exact: true});
}

export async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export const mainCartForm = (page: Page) => page.locator('main form[action="/cart"]').first();

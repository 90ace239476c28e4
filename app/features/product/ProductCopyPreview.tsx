import type {MoneyLike} from '~/lib/money';
import type {ProductCopy} from './descriptionParser';
import {ProductHeading} from './ProductHeading';
import {ProductIntro} from './ProductSummary';

/**
 * The top of a product page as it would show `copy`: the page's own heading and intro (teaser, benefits,
 * reasons, trust row) beside the product's image, in the page's own grid. For the admin's review of copy
 * before it goes live; it renders the very components the product page renders there.
 */
export function ProductCopyPreview({
  title,
  price,
  image,
  teaser,
  copy,
}: {
  title: string;
  price: MoneyLike;
  image: {url: string; altText?: string | null} | null;
  teaser: {text: string; truncated: boolean};
  copy: ProductCopy;
}) {
  return (
    <div className="grid gap-3 sm:gap-10 lg:grid-cols-2">
      <div className="overflow-hidden rounded-2xl bg-cream-100">
        {image ? (
          <img src={image.url} alt={image.altText || title} className="aspect-square w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:gap-6">
        <ProductHeading title={title} price={price} />
        <ProductIntro teaser={teaser} copy={copy} />
      </div>
    </div>
  );
}

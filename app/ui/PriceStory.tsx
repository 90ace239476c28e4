import {priceStoryTexts, type PriceStory as Story} from '~/lib/money';

/**
 * A product's price story wherever products are listed: the price in bold, then "· From $10.20" in a
 * quieter type when a variant sells for less. One component, so every list shows the same words.
 */
export function PriceStory({story, className}: {story: Story; className?: string}) {
  const {price, from} = priceStoryTexts(story);
  return (
    <span className={className}>
      <span className="font-semibold">{price}</span>
      {from ? <span className="font-normal text-bark-700">{` · ${from}`}</span> : null}
    </span>
  );
}

import {Link} from '@remix-run/react';
import {LeafIcon} from '~/ui/Icons';
import {SquareImage} from '~/ui/SquareImage';
import {productCountLabel, type CollectionCardData} from './collectionCards';

/** The Collections page's cards: each collection's picture, name, product count and copy. */
export function CollectionCardGrid({cards}: {cards: readonly CollectionCardData[]}) {
  return (
    <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.to}>
          <Link
            to={card.to}
            prefetch="intent"
            className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-bark-100 transition-shadow hover:shadow-md"
          >
            <div className="aspect-[4/3] overflow-hidden bg-cream-100">
              {card.image ? (
                <SquareImage
                  data={card.image}
                  alt=""
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  candidates={4}
                  // The first row is on the first screen of a laptop; the rest wait until scrolled to.
                  loading={index < 3 ? 'eager' : 'lazy'}
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              ) : (
                <div className="flex h-full items-center justify-center">
                  <LeafIcon className="h-10 w-10 text-sage-600" />
                </div>
              )}
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h2 className="font-display text-2xl text-forest-900">{card.title}</h2>
              {card.productCount === null ? null : (
                <p className="mt-1 text-sm font-semibold text-forest-700" data-product-count="">
                  {productCountLabel(card.productCount, card.countIsLowerBound)}
                </p>
              )}
              <p className="mt-2 flex-1 text-bark-700">{card.description}</p>
              <span className="mt-4 font-semibold text-forest-800" aria-hidden="true">
                Explore →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

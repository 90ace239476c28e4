import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LeafIcon} from '~/ui/Icons';
import {COLLECTION_CARDS} from '~/content/collections';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Collections',
    description:
      'Browse Wildroot Botanicals by collection: artisan soaps, face serums and creams, body care, facial masks, supplements and gift collections.',
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

export default function Collections() {
  useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">Collections</h1>
          <p className="mt-4 text-lg text-bark-700">Find the ritual that suits you</p>
        </div>
      </section>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {COLLECTION_CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              prefetch="intent"
              className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100 transition-shadow hover:shadow-md"
            >
              <LeafIcon className="h-8 w-8 text-sage-600" />
              <h2 className="mt-4 font-display text-2xl text-forest-900">{card.title}</h2>
              <p className="mt-2 flex-1 text-bark-700">{card.description}</p>
              <span className="mt-4 font-semibold text-forest-800" aria-hidden="true">
                Explore →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

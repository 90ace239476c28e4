import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CollectionCardGrid} from '~/features/catalogue';
import {loadCollectionCards} from '~/features/catalogue/index.server';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Collections',
    description:
      'Browse Wildroot Botanicals by collection: artisan soaps, face serums and creams, body care, facial masks, supplements and gift collections.',
    url: data?.url,
  });

export async function loader({request, context}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url), cards: await loadCollectionCards(context)};
}

export default function Collections() {
  const {cards} = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">Collections</h1>
          <p className="mt-4 text-lg text-bark-700">Find the ritual that suits you</p>
        </div>
      </section>
      <CollectionCardGrid cards={cards} />
    </>
  );
}

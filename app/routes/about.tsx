import {Link, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/content/brand';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Our Story',
    description: `How ${BRAND.name} makes plant-based, cruelty-free soaps, skincare and supplements in small batches in the USA, and the values behind every jar and bar.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

const VALUES = [
  {
    title: 'Made in the USA',
    text: 'Every soap, serum, cream and mask is mixed, poured and packed by hand in small batches here in the United States, so we know exactly who made it and when.',
  },
  {
    title: 'Plant-Based',
    text: 'Our formulas start with botanicals: cold-pressed oils, butters, clays, flowers and roots. Where a formula needs a helper ingredient, we choose the gentlest one that does the job and name it on the label.',
  },
  {
    title: 'Cruelty-Free',
    text: 'Nothing we sell is tested on animals, at any stage, by us or by our suppliers, and our products contain no animal-derived ingredients.',
  },
  {
    title: 'Eco-Conscious',
    text: 'We favour glass, paper and recyclable packaging, keep plastic to a minimum and make small batches so that little goes to waste.',
  },
] as const;

export default function About() {
  return (
    <article>
      <header className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-3xl px-4 py-section text-center sm:px-6">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">Our Story</h1>
          <p className="mt-4 text-lg text-bark-700">Where nature meets luxury, one small batch at a time.</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl space-y-5 px-4 py-12 text-lg leading-relaxed sm:px-6">
        <p>
          {BRAND.name} began at a kitchen table with a simple wish: skincare we could read the label of. We
          wanted bars and balms that felt as good as the expensive jars, without the long lists of ingredients
          nobody could pronounce.
        </p>
        <p>
          The first batches were soaps, cured for weeks on wooden racks and given to friends. The friends asked
          for more, then asked for a face oil, a body butter and a clay mask. Our collection grew from those
          requests, and it still grows the same way: we make what our customers ask for, and we test it on
          ourselves before it reaches you.
        </p>
        <p>
          Today we craft artisan soaps, face serums and creams, body care, facial masks and botanical
          supplements. Each product is made in small batches so that it reaches you fresh, and each batch is
          checked by the people who made it.
        </p>
        <p>
          We believe beauty starts from within. Good skin is a habit more than a product, and our aim is to make
          that daily ritual a small pleasure: a few quiet minutes with something honest, pure and kind.
        </p>
      </div>

      <section aria-labelledby="values-heading" className="bg-cream-100">
        <div className="mx-auto max-w-5xl px-4 py-section sm:px-6">
          <h2 id="values-heading" className="text-center font-display text-3xl text-forest-900 sm:text-4xl">
            What We Stand For
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl bg-cream-50 p-6 shadow-sm">
                <h3 className="font-display text-2xl text-forest-900">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-bark-800">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="explore-heading" className="mx-auto max-w-3xl px-4 py-section text-center sm:px-6">
        <h2 id="explore-heading" className="font-display text-3xl text-forest-900">
          Find Your Ritual
        </h2>
        <p className="mt-4 text-lg text-bark-700">
          Discover soaps, skincare and supplements made with care, from our hands to yours.
        </p>
        <Link
          to="/"
          prefetch="intent"
          className="mt-8 inline-block rounded-full bg-forest-800 px-8 py-3 text-lg font-semibold text-cream-50 shadow hover:bg-forest-700"
        >
          Explore Products
        </Link>
      </section>
    </article>
  );
}

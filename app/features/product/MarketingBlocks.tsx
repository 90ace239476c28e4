import type {ReactNode} from 'react';
import type {CopyCategory} from './productClaims';
import {
  COMPARISON,
  STATISTICS,
  TESTIMONIALS,
  type Testimonials as TestimonialList,
} from './marketingStory';
import {ScrollRegion} from '~/ui/ScrollRegion';
import {Stars} from './icons';

/** A block below the tabs, under its centred heading. */
function StoryBlock({id, heading, children}: {id: string; heading: string; children: ReactNode}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-16">
      <h2 id={`${id}-heading`} className="mb-6 text-center font-display text-2xl text-forest-900 sm:text-3xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function Testimonials({testimonials}: {testimonials: TestimonialList}) {
  return (
    <StoryBlock id="testimonials" heading="What our customers say">
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li
            key={testimonial.author}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
          >
            <figure>
              <Stars count={5} />
              <blockquote className="mt-3 text-bark-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-bark-700">
                {testimonial.author}, {testimonial.location}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </StoryBlock>
  );
}

export function Statistics({statistics}: {statistics: typeof STATISTICS}) {
  return (
    <section
      aria-labelledby="statistics-heading"
      className="mt-16 rounded-3xl bg-forest-800 px-6 py-10 text-cream-50"
    >
      <h2 id="statistics-heading" className="mb-8 text-center font-display text-2xl sm:text-3xl">
        Loved by our customers
      </h2>
      <ul className="grid gap-8 text-center sm:grid-cols-3">
        {statistics.map((statistic) => (
          <li key={statistic.value}>
            <p className="font-display text-5xl">{statistic.value}</p>
            <p className="mt-2 text-cream-100">{statistic.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ComparisonTable({comparison}: {comparison: typeof COMPARISON}) {
  return (
    <StoryBlock id="comparison" heading="How we compare">
      <ScrollRegion label={comparison.caption}>
        <table className="mx-auto w-full max-w-3xl border-collapse overflow-hidden rounded-2xl bg-white text-left ring-1 ring-bark-100">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-cream-100">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-forest-900">
                Feature
              </th>
              {comparison.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-forest-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.feature} className="border-t border-bark-100">
                <th scope="row" className="px-4 py-3 font-medium text-bark-800">
                  {row.feature}
                </th>
                <td className="px-4 py-3 font-semibold text-forest-700">{row.wildroot}</td>
                <td className="px-4 py-3 text-bark-700">{row.others}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </StoryBlock>
  );
}

/**
 * The blocks below the tabs: testimonials that fit the product's copy category, statistics and the
 * comparison table.
 */
export function MarketingStory({copyCategory}: {copyCategory: CopyCategory}) {
  return (
    <>
      <Testimonials testimonials={TESTIMONIALS[copyCategory]} />
      <Statistics statistics={STATISTICS} />
      <ComparisonTable comparison={COMPARISON} />
    </>
  );
}

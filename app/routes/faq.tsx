import {Link, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/content/brand';
import {FAQ_ITEMS} from '~/content/faq';
import {RESPONSE_TIMES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'FAQ',
    description: `Answers about ${BRAND.name}: what makes our products different, skin types, supplements, cruelty-free and vegan status, storage, shipping and returns.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

export default function Faq() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">FAQ</h1>
        <p className="mt-3 text-lg text-bark-700">Your Questions Answered</p>
      </header>

      {/* Details elements sharing a name form an exclusive accordion in the browser itself,
          so only one answer is open at a time, with or without JavaScript, and all can be closed. */}
      <div className="mt-10 divide-y divide-bark-200 rounded-2xl border border-bark-200 bg-white">
        {FAQ_ITEMS.map((item) => (
          <details key={item.id} id={item.id} name="faq" className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-display text-lg text-forest-900 sm:text-xl [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="shrink-0 text-2xl leading-none text-forest-700 transition-transform group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <div className="space-y-3 pb-6 leading-relaxed text-bark-800">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links ? (
                <ul className="flex flex-wrap gap-x-6 gap-y-2">
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        prefetch="intent"
                        className="font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-600"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        ))}
      </div>

      <section aria-labelledby="more-questions-heading" className="mt-12 text-center">
        <h2 id="more-questions-heading" className="font-display text-2xl text-forest-900">
          Still have a question?
        </h2>
        <p className="mt-3 text-bark-700">
          Our team answers within {RESPONSE_TIMES.support}.{' '}
          <Link to="/contact" className="font-semibold text-forest-800 underline underline-offset-2">
            Contact us
          </Link>
        </p>
      </section>
    </div>
  );
}

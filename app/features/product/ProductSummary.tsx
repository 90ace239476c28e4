import {BRAND} from '~/content/brand';
import type {ProductCopy} from './descriptionParser';
import {REASONS_TO_CHOOSE, TRUST_CLAIMS} from './productClaims';
import {CheckIcon} from './CheckIcon';

/** The short description (SPEC.md: cut to 120 characters) and its 'see more' link to the details. */
export function ProductTeaser({teaser}: {teaser: {text: string; truncated: boolean}}) {
  if (!teaser.text) return null;
  return (
    <p className="text-bark-700">
      {teaser.text}{' '}
      <a href="#details" className="font-semibold text-forest-800 underline hover:text-forest-700">
        see more
      </a>
    </p>
  );
}

/** The benefits checklist from the active copy override (hook, up to 8 benefits, Perfect for) or defaults. */
export function BenefitsList({
  copy,
  headingId = 'benefits-heading',
  heading = 'Benefits',
}: {
  copy: ProductCopy;
  /** Another page showing it (the admin's preview) names its own region. */
  headingId?: string;
  heading?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-forest-50 p-5">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      {copy.hook ? <p className="mb-3 font-medium text-forest-900">{copy.hook}</p> : null}
      <ul className="flex flex-col gap-2">
        {copy.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-bark-800">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      {copy.perfectFor ? (
        <p className="mt-3 text-bark-800">
          <span className="font-semibold">Perfect for:</span> {copy.perfectFor}
        </p>
      ) : null}
    </section>
  );
}

export function ReasonsToChoose() {
  return (
    <section aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className="mb-3 font-display text-xl text-forest-900">
        Why choose {BRAND.shortName}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {REASONS_TO_CHOOSE.map((reason) => (
          <li key={reason.title} className="rounded-xl bg-white p-4 ring-1 ring-bark-100">
            <p className="font-semibold text-forest-900">{reason.title}</p>
            <p className="mt-1 text-sm text-bark-700">{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 30-day guarantee, free shipping over $50, dispatch and delivery times. */
export function TrustRow() {
  return (
    <ul aria-label="Our promises" className="grid grid-cols-2 gap-3 text-sm text-bark-800">
      {TRUST_CLAIMS.map((claim) => (
        <li key={claim} className="flex items-start gap-2 rounded-xl bg-cream-100 p-3">
          <CheckIcon className="h-5 w-5 shrink-0 text-forest-600" />
          <span>{claim}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What follows the buy box: the short description, benefits, reasons to choose and the trust row. Text and
 * links only, so the product page keeps it from the server without its code (staticIsland, ProductView).
 */
export function ProductIntro({
  teaser,
  copy,
}: {
  teaser: {text: string; truncated: boolean};
  copy: ProductCopy;
}) {
  return (
    <div className="flex flex-col gap-3 sm:gap-6">
      <ProductTeaser teaser={teaser} />
      <BenefitsList copy={copy} />
      <ReasonsToChoose />
      <TrustRow />
    </div>
  );
}

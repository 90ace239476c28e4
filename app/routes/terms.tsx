import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {TermsArticle} from '~/content/legalArticles';
import {BRAND} from '~/content/brand';
import {fixedDateForDisplay} from '~/lib/dates';
import {POLICY_DATES, TERMS} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Terms of Service',
    description: `The terms for shopping with ${BRAND.name}: eligibility, orders, prices in US dollars, Subscribe & Save, our ${TERMS.warrantyDays}-day limited warranty, dispute resolution and arbitration.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url), updated: fixedDateForDisplay(POLICY_DATES.terms)};
}

export default function TermsOfService() {
  const {updated} = useLoaderData<typeof loader>();
  return <TermsArticle updated={updated} />;
}

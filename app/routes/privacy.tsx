import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PrivacyPolicyArticle} from '~/content/legalArticles';
import {BRAND} from '~/content/brand';
import {fixedDateForDisplay} from '~/lib/dates';
import {POLICY_DATES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Privacy Policy',
    description: `What personal information ${BRAND.name} collects, how we use and share it, including with Shopify and advertising platforms, how long we keep it and how to opt out or use your rights.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url), updated: fixedDateForDisplay(POLICY_DATES.privacy)};
}

export default function PrivacyPolicy() {
  const {updated} = useLoaderData<typeof loader>();
  return <PrivacyPolicyArticle updated={updated} />;
}

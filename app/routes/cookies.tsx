import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {cookieSections} from '~/content/CookiePolicySections';
import {CookieSettingsButton} from '~/ui/CookieSettingsButton';
import {LegalPage} from '~/content/LegalPage';
import {BRAND} from '~/content/brand';
import {fixedDateForDisplay} from '~/lib/dates';
import {POLICY_DATES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Cookie Policy',
    description: `The cookies ${BRAND.name} and its partners use, what each is for and how long it lasts, and how to change your cookie settings, opt out of targeted ads or use Global Privacy Control.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  // The cookie policy writes its date in the short style: 1 Nov 2025.
  return {
    url: canonicalUrl(request.url),
    updated: fixedDateForDisplay(POLICY_DATES.cookies, 'short'),
  };
}

// Built once: the sections are the same for every visitor.
const COOKIE_SECTIONS = cookieSections(CookieSettingsButton);

export default function CookiePolicy() {
  const {updated} = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Cookie Policy"
      updated={updated}
      intro={
        <p>
          This policy explains how {BRAND.name} uses cookies and similar technologies on our
          website, and the choices you have.
        </p>
      }
      sections={COOKIE_SECTIONS}
    />
  );
}

import {Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContactDetails, EmailLink, PhoneLink} from '~/content/ContactDetails';
import {AdPartnerDetails, StateList} from '~/content/AdPartnerDetails';
import {LegalPage, type LegalSection} from '~/content/LegalPage';
import {
  OptOutForm,
  OPT_OUT_MESSAGES,
  optOutValues,
  type OptOutActionData,
} from '~/features/consent';
import {hasGpcSignal, parseOptOutForm, storePrivacyRequest} from '~/features/consent/index.server';
import {AD_PARTNERS} from '~/content/adPartners';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {answerForm, formSubmission, type FormSubmission} from '~/server/forms.server';
import {OPT_OUT_STATES, RESPONSE_TIMES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Data Sharing Opt-Out',
    description: `Opt out of the sale or sharing of your personal information and of targeted advertising by ${BRAND.name}'s advertising partners: TikTok, Meta, Pinterest, X and Google.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {
    url: canonicalUrl(request.url),
    gpc: hasGpcSignal(request.headers),
  };
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  switch (form?.get('intent')) {
    case 'opt-out':
      if (form) return submitOptOut(submission, form, request, context);
    // falls through: no form data at all
    default:
      return answerForm(submission, {data: {error: 'Unknown request'}, status: 400});
  }
}

/**
 * Stores the request (with the GPC flag when the browser sent one), and only then confirms it:
 * a fetcher gets the confirmation as data, a plain form post a 303 back here with a flashed notice.
 */
async function submitOptOut(
  submission: FormSubmission,
  form: FormData,
  request: Request,
  context: ActionFunctionArgs['context'],
) {
  const parsed = parseOptOutForm(form);
  if (!parsed.ok) {
    const {values, fieldErrors, firstMessage} = parsed;
    return answerForm<OptOutActionData>(submission, {
      data: {
        ok: false,
        values: optOutValues(values),
        fieldErrors,
        notice: {kind: 'error', title: firstMessage},
      },
      status: 400,
    });
  }

  const gpc = hasGpcSignal(request.headers);
  if (!(await storePrivacyRequest(context.supabase, parsed.data, {gpc}))) {
    return answerForm<OptOutActionData>(submission, {
      data: {
        ok: false,
        values: parsed.data,
        fieldErrors: {},
        formError: OPT_OUT_MESSAGES.unavailable,
        notice: {
          kind: 'error',
          title: OPT_OUT_MESSAGES.unavailableTitle,
          description: OPT_OUT_MESSAGES.unavailable,
        },
      },
      status: 503,
    });
  }

  const notice = {
    kind: 'success',
    title: OPT_OUT_MESSAGES.submittedTitle,
    description: OPT_OUT_MESSAGES.submittedDescription,
  } as const;
  return answerForm<OptOutActionData>(submission, {
    data: {ok: true, notice},
    next: {to: '/data-sharing-opt-out', notice},
  });
}

const SECTIONS: LegalSection[] = [
  {
    id: 'what-it-means',
    title: 'Sale, sharing and targeted advertising',
    body: (
      <>
        <p>
          We do not sell your personal information for money. But when our site sends information
          about your visit to advertising platforms so that they can show you our ads, several US
          state laws call that a &ldquo;sale&rdquo; or &ldquo;sharing&rdquo; of personal
          information.
        </p>
        <p>
          <strong>Targeted advertising</strong> means showing you ads based on what you do across
          different websites and apps, for example seeing an ad for a serum on TikTok after looking
          at it in our shop.
        </p>
        <p>
          Opting out stops both: we stop passing your information to advertising platforms for these
          purposes, and you will still see ads, but they will not be based on your activity on our
          site.
        </p>
      </>
    ),
  },
  {
    id: 'ad-platforms',
    title: 'Who we share data with',
    body: (
      <>
        <p>
          Unless you opt out, and when your cookie settings allow marketing, we share information
          with these platforms. Our <Link to="/privacy">privacy policy</Link> explains this in full.
        </p>
        {AD_PARTNERS.map((partner) => (
          <AdPartnerDetails key={partner.id} partner={partner} headingLevel="h3" />
        ))}
      </>
    ),
  },
  {
    id: 'who-can-opt-out',
    title: 'Who can opt out',
    body: (
      <>
        <p>Residents of these states have a legal right to opt out:</p>
        <StateList states={OPT_OUT_STATES} />
        <p>Wherever you live, we will honour your request.</p>
      </>
    ),
  },
  {
    id: 'opt-out-form',
    title: 'Submit an opt-out request',
    body: <OptOutFormSection />,
  },
  {
    id: 'other-methods',
    title: 'Other ways to opt out',
    body: (
      <ul>
        <li>
          <strong>Email</strong> <EmailLink purpose="privacy" /> with your name, email address and
          state, and tell us whether you want to opt out of sale and sharing, targeted advertising,
          or both.
        </li>
        <li>
          <strong>Call</strong> <PhoneLink /> ({BRAND_CONTACT.supportHours}).
        </li>
        <li>
          <strong>Turn on Global Privacy Control</strong> in a browser or extension that supports
          it. We treat the signal as an opt-out for that browser, automatically.
        </li>
        <li>
          <strong>Turn off marketing cookies</strong> in our cookie settings; our{' '}
          <Link to="/cookies">cookie policy</Link> explains how.
        </li>
      </ul>
    ),
  },
  {
    id: 'processing',
    title: 'What happens next',
    body: (
      <ul>
        <li>
          We process your request within {RESPONSE_TIMES.optOut} and email you when it is done.
        </li>
        <li>
          Opting out is not retroactive: it stops future sharing, but it does not recall information
          shared before your request. You can ask each platform to delete what it holds using its
          own privacy tools.
        </li>
        <li>
          We continue the processing that is essential to serve you, such as taking and shipping
          your orders, preventing fraud and meeting legal duties, and sharing with service providers
          who work only for us.
        </li>
        <li>
          Your opt-out stays in place until you revoke it. You can revoke it at any time by
          contacting us; we resume sharing only after you ask us to.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <ContactDetails purpose="privacy" emailLabel="Privacy" />,
  },
];

/** The form, with the answer to a plain (no JavaScript) submission that failed. */
function OptOutFormSection() {
  const result = useActionData<typeof action>();
  return <OptOutForm actionResult={result && 'ok' in result ? result : undefined} />;
}

export default function DataSharingOptOut() {
  const {gpc} = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Data Sharing Opt-Out"
      intro={
        <>
          <p>
            You can tell us not to sell or share your personal information and not to use it for
            targeted advertising. This page explains what that means and how to do it.
          </p>
          {gpc ? (
            <p className="rounded-xl bg-sage-100 p-4 text-base">
              Your browser is sending a Global Privacy Control signal. We treat it as a request to
              opt out of the sale and sharing of your information and of targeted advertising on
              this browser.
            </p>
          ) : null}
        </>
      }
      sections={SECTIONS}
    />
  );
}

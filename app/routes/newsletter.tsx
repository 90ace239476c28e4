import {useActionData, type MetaFunction} from '@remix-run/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {NewsletterForm, NEWSLETTER_MESSAGES, type NewsletterActionData} from '~/features/newsletter';
import {BRAND} from '~/content/brand';
import {sameOriginPath} from '~/lib/redirectTarget';
import {flashNotice} from '~/server/flash.server';
import {readFormFields} from '~/server/forms.server';
import {wantsData} from '~/lib/forms';
import {subscribeToNewsletter, parseNewsletterForm} from '~/features/newsletter/index.server';
import type {Notice} from '~/lib/notice';
import {canonicalUrl, pageMeta} from '~/ui/seo';

const CIRCLE_HEADING = `Join ${BRAND.newsletterCircle}`;

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: CIRCLE_HEADING,
    description: `Sign up for ${BRAND.newsletterCircle}, the ${BRAND.name} newsletter: exclusive access to rituals and new product launches.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

/**
 * The newsletter sign-up from any page. A plain form post comes back here on failure (this page shows
 * the message and the address) and is redirected to the page it came from on success; a fetcher gets
 * the result as data.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  switch (form?.get('intent')) {
    case 'subscribe':
      if (form) return subscribe(form, context);
    // falls through: no form data at all
    default:
      return data<NewsletterActionData>(
        {
          ok: false,
          email: '',
          error: NEWSLETTER_MESSAGES.fallback,
          notice: validationNotice(NEWSLETTER_MESSAGES.fallback),
        },
        {status: 400},
      );
  }
}

async function subscribe(form: FormData, context: ActionFunctionArgs['context']) {
  const parsed = parseNewsletterForm(form);
  if (!parsed.ok) {
    const {values, firstMessage} = parsed;
    return data<NewsletterActionData>(
      {
        ok: false,
        email: values.email ?? '',
        error: firstMessage,
        notice: validationNotice(firstMessage),
      },
      {status: 400},
    );
  }

  if (!(await subscribeToNewsletter(context.supabase, parsed.data))) {
    return data<NewsletterActionData>(
      {
        ok: false,
        email: readFormFields(form).email ?? '',
        error: NEWSLETTER_MESSAGES.unavailable,
        notice: {
          kind: 'error',
          title: NEWSLETTER_MESSAGES.unavailableTitle,
          description: NEWSLETTER_MESSAGES.unavailable,
        },
      },
      {status: 503},
    );
  }

  const notice: Notice = {
    kind: 'success',
    title: NEWSLETTER_MESSAGES.welcomeTitle,
    description: NEWSLETTER_MESSAGES.welcomeDescription,
  };
  if (wantsData(form)) return data<NewsletterActionData>({ok: true, notice});
  flashNotice(context.session, notice);
  return redirect(sameOriginPath(form.get('redirectTo'), '/'), 303);
}

function validationNotice(message: string): Notice {
  return {kind: 'error', title: NEWSLETTER_MESSAGES.validationTitle, description: message};
}

export default function NewsletterPage() {
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">{CIRCLE_HEADING}</h1>
      <p className="mt-4 text-lg text-bark-700">
        Be the first to hear about new botanicals, seasonal rituals and member-only offers.
      </p>
      <NewsletterForm
        source="newsletter-page"
        redirectTo="/newsletter"
        actionResult={result}
        className="mt-8"
      />
    </section>
  );
}

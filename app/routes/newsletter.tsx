import {useActionData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NewsletterForm, NEWSLETTER_MESSAGES} from '~/features/newsletter';
import {subscribeToNewsletter, parseNewsletterForm} from '~/features/newsletter/index.server';
import {BRAND} from '~/content/brand';
import {sameOriginPath} from '~/lib/redirectTarget';
import {
  answerForm,
  formSubmission,
  readFormFields,
  type FormSubmission,
} from '~/server/forms.server';
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

export type NewsletterActionData =
  {ok: true; notice: Notice} | {ok: false; email: string; error: string; notice: Notice};

/**
 * The newsletter sign-up from any page. A plain form post comes back here on failure (this page shows
 * the message and the address) and is redirected to the page it came from on success; a fetcher gets
 * the result as data.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  switch (form?.get('intent')) {
    case 'subscribe':
      if (form) return subscribe(submission, form, context);
    // falls through: no form data at all
    default:
      return answerForm<NewsletterActionData>(submission, {
        data: {
          ok: false,
          email: '',
          error: NEWSLETTER_MESSAGES.fallback,
          notice: validationNotice(NEWSLETTER_MESSAGES.fallback),
        },
        status: 400,
      });
  }
}

async function subscribe(
  submission: FormSubmission,
  form: FormData,
  context: ActionFunctionArgs['context'],
) {
  const parsed = parseNewsletterForm(form);
  if (!parsed.ok) {
    const {values, firstMessage} = parsed;
    return answerForm<NewsletterActionData>(submission, {
      data: {
        ok: false,
        email: values.email ?? '',
        error: firstMessage,
        notice: validationNotice(firstMessage),
      },
      status: 400,
    });
  }

  if (!(await subscribeToNewsletter(context.supabase, parsed.data))) {
    return answerForm<NewsletterActionData>(submission, {
      data: {
        ok: false,
        email: readFormFields(form).email ?? '',
        error: NEWSLETTER_MESSAGES.unavailable,
        notice: {
          kind: 'error',
          title: NEWSLETTER_MESSAGES.unavailableTitle,
          description: NEWSLETTER_MESSAGES.unavailable,
        },
      },
      status: 503,
    });
  }

  const notice: Notice = {
    kind: 'success',
    title: NEWSLETTER_MESSAGES.welcomeTitle,
    description: NEWSLETTER_MESSAGES.welcomeDescription,
  };
  return answerForm<NewsletterActionData>(submission, {
    data: {ok: true, notice},
    next: {to: sameOriginPath(form.get('redirectTo'), '/'), notice},
  });
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

import {useFetcher, useLocation} from '@remix-run/react';
import {useId} from 'react';
import {BRAND} from '~/content/brand';
import {AnswerAsDataField} from '~/lib/forms';
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  type NewsletterActionData,
  type NewsletterSource,
} from './newsletterForm';
import {FieldWithSubmit} from '~/ui/FormField';
import {useFormAnswer} from '~/ui/useNoticeToast';

/**
 * The newsletter sign-up form, usable on any page: a real form posting to /newsletter, enhanced with a
 * fetcher (toast, field cleared on success, the address kept and the message shown on failure).
 */
export function NewsletterForm({
  source,
  redirectTo,
  actionResult,
  className = '',
}: {
  source: NewsletterSource;
  /** Where a plain (no JavaScript) submission returns after success; defaults to the current page. */
  redirectTo?: string;
  /** The /newsletter page passes its action data, for a plain submission that failed. */
  actionResult?: NewsletterActionData;
  className?: string;
}) {
  const fetcher = useFetcher<NewsletterActionData>({key: `newsletter-${source}`});
  const formRef = useFormAnswer(fetcher.data);
  const location = useLocation();
  const id = useId();
  const result = fetcher.data ?? actionResult;
  const error = result && !result.ok ? result.error : undefined;
  const submitting = fetcher.state !== 'idle';

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      preventScrollReset
      className={`email-form ${className}`}
    >
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="source" value={source} />
      <input
        type="hidden"
        name="redirectTo"
        value={redirectTo ?? `${location.pathname}${location.search}`}
      />
      <AnswerAsDataField />
      <FieldWithSubmit
        label="Email address"
        name="email"
        id={`${id}-email`}
        error={error}
        rowClassName="email-row"
        type="email"
        maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
        autoComplete="email"
        placeholder="you@example.com"
        defaultValue={result && !result.ok ? result.email : ''}
        className="email-field"
        button={{
          label: 'Join the Circle',
          pendingLabel: 'Joining…',
          pending: submitting,
          className: 'email-button',
        }}
      />
    </fetcher.Form>
  );
}

/** The home page's newsletter block. */
export function NewsletterSignup() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-sage-100">
      <div className="band-text">
        <h2 id="newsletter-heading" className="font-display band-heading">
          Join {BRAND.newsletterCircle}
        </h2>
        <p className="mt-4 text-lg text-bark-700">
          Exclusive access to rituals and new product launches, straight to your inbox.
        </p>
        <NewsletterForm source="home" className="mt-8" />
      </div>
    </section>
  );
}

import {Link, useFetcher, useLocation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState} from 'react';
import {
  CATEGORY_LABELS,
  OPTIONAL_CATEGORIES,
  type ConsentActionData,
  type ConsentRecord,
} from './consent';
import {
  announceConsent,
  browserGpc,
  initTracking,
  mirrorConsent,
} from './consentBrowser';
import {AnswerAsDataField} from '~/lib/forms';
import {CloseIcon} from '~/ui/Icons';

// The banner's parts are short classes (app.css): it comes with every page until the shopper chooses.
const PRIMARY = 'cb-button cb-primary';
const SECONDARY = 'cb-button cb-secondary';

/**
 * The consent banner (SPEC.md 2 and 4): a bottom bar on every page until a choice exists. It is a real
 * form posting to /consent, so it works without JavaScript; Manage preferences is a <details>, and while
 * it is open the primary button is Save Preferences (CSS :has, so no script is needed for that either).
 * With JavaScript it submits through a fetcher, mirrors the stored record to localStorage, announces
 * `consent-changed` and hides without a reload.
 */
export function ConsentBanner({
  consent,
  gpc: requestGpc,
}: {
  consent: ConsentRecord | null;
  gpc: boolean;
}) {
  const fetcher = useFetcher<ConsentActionData>({key: 'consent'});
  const location = useLocation();
  const [gpc, setGpc] = useState(requestGpc);
  useEffect(() => setGpc(requestGpc || browserGpc()), [requestGpc]);

  // Every load: the cookie is the truth, the localStorage mirror follows it; allowed tracking starts.
  useEffect(() => {
    mirrorConsent(consent);
    if (consent) initTracking(consent);
  }, [consent]);

  const bannerRef = useHeightVariable('--consent-banner-height');

  const chosen = fetcher.data && 'consent' in fetcher.data ? fetcher.data.consent : null;
  useEffect(() => {
    if (!chosen) return;
    mirrorConsent(chosen);
    announceConsent(chosen);
    initTracking(chosen);
  }, [chosen]);

  // Hide as soon as a choice is on its way; a failed request brings the banner back.
  if (consent || chosen || fetcher.state !== 'idle') return null;

  return (
    <section
      ref={bannerRef}
      aria-label="Cookie consent"
      data-consent-banner=""
      className="cb"
    >
      <fetcher.Form
        method="post"
        action="/consent"
        preventScrollReset
        className="group cb-form"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <AnswerAsDataField />
        {gpc ? <input type="hidden" name="gpc" value="1" /> : null}
        {/* On a phone the banner is at most about a seventh of the screen (the fixed header, this
            and anything else fixed cover at most a quarter): the heading runs into the text, in small type,
            and the choices sit in one row with Manage preferences. On a laptop the heading runs into the text as well,
            so the first row of a listing's cards stays above the banner. */}
        <div className="cb-row">
          <div className="cb-copy">
            <h2 className="font-display cb-title">
              We value your privacy
            </h2>{' '}
            <p className="cb-text">
              We use cookies to run the shop and, if you allow it, to personalise it, measure it and
              show you our ads on other platforms. Read our{' '}
              <Link
                to="/cookies"
                className="cb-link"
              >
                Cookie Policy
              </Link>
              .
            </p>
            {gpc ? (
              <p
                data-testid="gpc-notice"
                className="mt-2 rounded-lg bg-sage-100 px-3 py-2 text-forest-900"
              >
                Your browser&rsquo;s Global Privacy Control signal is honoured: marketing cookies
                stay off unless you turn them on yourself in Manage preferences.
              </p>
            ) : null}
            <details className="mt-1.5 sm:mt-2">
              {/* py-0.5: a 24 px high target (WCAG 2.2 target size), like every control in the banner. */}
              <summary className="cb-more">
                Manage preferences
              </summary>
              <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
                <legend className="sr-only">Cookie categories</legend>
                <CategoryBox
                  name="Required"
                  description="Needed for the cart, checkout and security."
                />
                {OPTIONAL_CATEGORIES.map((category) => (
                  <CategoryBox
                    key={category}
                    category={category}
                    name={CATEGORY_LABELS[category].label}
                    description={CATEGORY_LABELS[category].description}
                  />
                ))}
              </fieldset>
            </details>
          </div>
          {/* On a phone, on the line of Manage preferences (closed), to its right. */}
          <div className="cb-buttons">
            <button type="submit" name="intent" value="reject" className={SECONDARY}>
              Reject All
            </button>
            <button
              type="submit"
              name="intent"
              value="accept"
              className={`${PRIMARY} group-has-[details[open]]:hidden`}
            >
              Accept All
            </button>
            <button
              type="submit"
              name="intent"
              value="save"
              className={`${PRIMARY} hidden group-has-[details[open]]:inline-block`}
            >
              Save Preferences
            </button>
          </div>
        </div>
        <button
          type="submit"
          name="intent"
          value="reject"
          aria-label="Close (Reject All)"
          className="cb-close"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </fetcher.Form>
    </section>
  );
}

/**
 * One category: Required is always on (checked and disabled); the others start unticked. The boxes are
 * 24 px, the WCAG 2.2 minimum target size.
 */
function CategoryBox({
  category,
  name,
  description,
}: {
  category?: string;
  name: string;
  description: string;
}) {
  return (
    <label className="cb-choice">
      {category ? (
        <input
          type="checkbox"
          name="category"
          value={category}
          className="cb-box"
        />
      ) : (
        <input
          type="checkbox"
          checked
          disabled
          readOnly
          className="cb-box"
        />
      )}
      <span>
        <span className="font-semibold text-forest-900">{name}</span>
        <span className="block text-bark-700">{description}</span>
      </span>
    </label>
  );
}

/**
 * A ref that keeps the element's height in a CSS variable on <html> while it is mounted, so the
 * back-to-top button can sit above the open banner (app.css). Without JavaScript app.css assumes a height.
 */
function useHeightVariable(name: string) {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      const style = document.documentElement.style;
      if (!element) {
        style.removeProperty(name);
        return;
      }
      // The observer reports the height once layout has run, first as soon as it starts observing, so
      // nothing here makes the browser lay the page out in the middle of hydration (a forced layout of the
      // whole page, 50 ms and more on a slow phone, when the height was read here at once).
      observer.current = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
        style.setProperty(name, `${Math.ceil(height)}px`);
      });
      observer.current.observe(element);
    },
    [name],
  );
}

import {Link} from '@remix-run/react';
import type {ComponentType} from 'react';
import {ContactDetails} from './ContactDetails';
import {PolicyTable, type LegalSection} from './LegalPage';
import {
  AD_PARTNERS,
  COOKIE_INVENTORY,
  INDUSTRY_OPT_OUTS,
  SHOPIFY_PRIVACY_URL,
  type CookieCategory,
} from './adPartners';
import {BRAND} from './brand';

const COOKIE_TYPES: {category: CookieCategory; text: string}[] = [
  {
    category: 'Required',
    text: 'Needed for the shop to work: they keep your cart, keep your visit secure, run checkout and remember your cookie choices. They are always on, because the site cannot work without them.',
  },
  {
    category: 'Personalization',
    text: 'Remember your preferences, such as your region and the products you viewed recently, so the shop feels familiar when you come back.',
  },
  {
    category: 'Analytics',
    text: 'Tell us, in aggregate, how visitors use our site, which pages are popular and where people get stuck, so we can improve it.',
  },
  {
    category: 'Marketing',
    text: 'Set by our advertising partners to measure our ads and show you our ads on their platforms. They can follow your activity across sites and apps.',
  },
];

const CATEGORY_ORDER: CookieCategory[] = ['Required', 'Personalization', 'Analytics', 'Marketing'];

const buttonClass =
  'rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 shadow hover:bg-forest-700';

/** Cookie policy sections (SPEC.md 2), with the inventory of SPEC.md 9. */
/**
 * The cookie policy's sections. Its Cookie Settings button belongs to the consent feature, which texts may
 * not import, so the page hands it in.
 */
export function cookieSections(
  CookieSettingsButton: ComponentType<{className?: string}>,
): LegalSection[] {
  return [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website stores in your browser. Pixels, tags and local
          storage work in a similar way; in this policy we call them all cookies. Some are set by us
          (first-party cookies) and some by our partners (third-party cookies).
        </p>
      ),
    },
    {
      id: 'cookie-types',
      title: 'Types of cookies we use',
      body: (
        <>
          {COOKIE_TYPES.map((type) => (
            <div key={type.category}>
              <h3>{type.category} cookies</h3>
              <p className="mt-2">{type.text}</p>
            </div>
          ))}
          <p>
            Only required cookies are set until you make a choice. Personalization, analytics and
            marketing cookies are used only when your cookie settings allow them.
          </p>
        </>
      ),
    },
    {
      id: 'partners',
      title: 'Third-party partners',
      body: (
        <>
          <p>These companies may set cookies on our site when your settings allow it:</p>
          <ul>
            {AD_PARTNERS.map((partner) => (
              <li key={partner.id}>
                <strong>{partner.name}</strong> ({partner.kind.toLowerCase()}): advertising and ad
                measurement.{' '}
                <a href={partner.privacyUrl} target="_blank" rel="noopener noreferrer">
                  Privacy policy
                  <span className="sr-only"> of {partner.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <strong>Shopify</strong> (commerce platform): cart, checkout and fraud prevention.{' '}
              <a href={SHOPIFY_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
                Privacy policy<span className="sr-only"> of Shopify (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'inventory',
      title: 'Cookie inventory',
      body: (
        <>
          <p>
            The cookies used on our site, who sets them, why, and how long they last.
            &ldquo;Session&rdquo; means the cookie is deleted when you close your browser.
          </p>
          {CATEGORY_ORDER.map((category) => (
            <PolicyTable
              key={category}
              caption={`${category} cookies`}
              columns={['Cookie', 'Provider', 'Purpose', 'Duration']}
              rows={COOKIE_INVENTORY.filter((cookie) => cookie.category === category).map(
                (cookie) => [cookie.name, cookie.provider, cookie.purpose, cookie.duration],
              )}
            />
          ))}
        </>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      body: (
        <>
          <h3>Cookie settings</h3>
          <p>
            You can change your mind at any time. The button below clears the choice you made and
            shows the cookie banner again, so you can accept, reject or pick categories.
          </p>
          <CookieSettingsButton className={buttonClass} />
          <h3>Browser settings</h3>
          <p>
            Most browsers let you see, block and delete cookies in their privacy or security
            settings, and some can block third-party cookies altogether. If you block required
            cookies, your cart and checkout will not work.
          </p>
          <h3>Opting out of targeted advertising</h3>
          <p>
            Use our <Link to="/data-sharing-opt-out">data sharing opt-out page</Link> to stop us
            sharing your information with advertising partners. You can also opt out of
            interest-based ads from many companies at once through these industry programmes:
          </p>
          <ul>
            {INDUSTRY_OPT_OUTS.map((site) => (
              <li key={site.url}>
                <a href={site.url} target="_blank" rel="noopener noreferrer">
                  {site.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                ({site.url.replace('https://', '').replace('www.', '')})
              </li>
            ))}
          </ul>
          <h3>Global Privacy Control</h3>
          <p>
            We honour the Global Privacy Control (GPC) signal. If your browser sends it, we treat it
            as your request to opt out of targeted advertising and of cookie tracking by our
            marketing partners, and we do not set marketing cookies for that browser unless you turn
            them on yourself.
          </p>
        </>
      ),
    },
    {
      id: 'mobile-identifiers',
      title: 'Mobile advertising identifiers',
      body: (
        <>
          <p>
            Phones and tablets have an advertising identifier that apps, including our partners’
            apps, can use for targeted ads. You can limit it in your device settings (menu names
            vary a little between versions):
          </p>
          <ul>
            <li>
              <strong>iPhone and iPad (iOS):</strong> open Settings, then Privacy &amp; Security,
              then Tracking, and turn off &ldquo;Allow Apps to Request to Track&rdquo;. Under
              Privacy &amp; Security, Apple Advertising, you can also turn off Personalized Ads.
            </li>
            <li>
              <strong>Android:</strong> open Settings, then Google (or Security &amp; privacy, then
              Privacy), then Ads, and choose &ldquo;Delete advertising ID&rdquo;.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>
            Questions about cookies? Contact {BRAND.name} using the details below. For more about
            how we handle your information, read our <Link to="/privacy">privacy policy</Link>, our{' '}
            <Link to="/data-sharing-opt-out">data sharing opt-out page</Link> and our{' '}
            <Link to="/security">security page</Link>.
          </p>
          <ContactDetails purpose="privacy" emailLabel="Privacy" />
        </>
      ),
    },
  ];
}

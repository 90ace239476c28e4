import {Link, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContactDetails, EmailLink, PhoneLink} from '~/content/ContactDetails';
import {LegalPage, type LegalSection} from '~/content/LegalPage';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {RESPONSE_TIMES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Accessibility Statement',
    description: `${BRAND.name} aims to meet WCAG 2.1 AA. Our accessibility features, known limitations, supported browsers and screen readers, and how to give feedback or order by phone or email.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

const SECTIONS: LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <p>
        We want everyone to be able to browse and buy from {BRAND.name}, whatever device, browser or assistive
        technology they use. We build accessibility into our pages from the start and keep improving them.
      </p>
    ),
  },
  {
    id: 'conformance',
    title: 'Conformance status',
    body: (
      <p>
        We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Our website is{' '}
        <strong>partially conformant</strong> with WCAG 2.1 AA: most of it meets the standard, but some parts,
        listed under known limitations below, do not yet fully conform.
      </p>
    ),
  },
  {
    id: 'features',
    title: 'Accessibility features',
    body: (
      <ul>
        <li>
          <strong>Keyboard navigation:</strong> every link, button, menu and form can be used with a keyboard
          alone.
        </li>
        <li>
          <strong>Skip link:</strong> a &ldquo;Skip to content&rdquo; link at the top of each page jumps past
          the navigation.
        </li>
        <li>
          <strong>Visible focus:</strong> the element that has keyboard focus is clearly outlined.
        </li>
        <li>
          <strong>Labels:</strong> every form field has a label, and errors are described in text, not by
          colour alone.
        </li>
        <li>
          <strong>Text alternatives:</strong> product and content images have alt text; decorative images are
          hidden from screen readers.
        </li>
        <li>
          <strong>Works without JavaScript:</strong> pages are rendered on our server, so you can browse, add to
          cart, check out and submit forms with JavaScript turned off.
        </li>
        <li>
          <strong>Reduced motion:</strong> if your device asks for reduced motion, we turn off smooth scrolling
          and animations.
        </li>
        <li>
          <strong>Colour contrast:</strong> text and controls meet the WCAG AA contrast ratios, and colour is
          never the only way information is shown.
        </li>
        <li>
          <strong>Structure:</strong> pages use headings in order, landmarks, lists and tables with headers, so
          screen reader users can find their way around.
        </li>
        <li>
          <strong>Zoom:</strong> text can be enlarged to 200% and the layout adapts to small screens without
          content being lost.
        </li>
      </ul>
    ),
  },
  {
    id: 'limitations',
    title: 'Known limitations',
    body: (
      <>
        <p>We know of these limitations and are working on the ones within our control:</p>
        <ul>
          <li>
            <strong>Checkout and customer accounts</strong> are hosted by Shopify, our commerce platform, and
            open in a new tab. We do not control their design, so we cannot guarantee they meet WCAG 2.1 AA.
          </li>
          <li>
            <strong>Embedded and linked social media content</strong> (for example on Instagram, Facebook,
            Pinterest and TikTok) is provided by those platforms and may not be fully accessible.
          </li>
          <li>
            <strong>Some product images</strong> use alt text provided by our suppliers, which can be brief or
            less descriptive than we would like. We are reviewing it product by product.
          </li>
        </ul>
        <p>
          If one of these stops you from doing something, please contact us and we will help you by another
          route.
        </p>
      </>
    ),
  },
  {
    id: 'compatibility',
    title: 'Supported browsers and assistive technologies',
    body: (
      <>
        <p>Our site is designed to work with the latest two versions of these browsers:</p>
        <ul>
          <li>Google Chrome</li>
          <li>Mozilla Firefox</li>
          <li>Apple Safari</li>
          <li>Microsoft Edge</li>
        </ul>
        <p>and with these screen readers:</p>
        <ul>
          <li>NVDA with Chrome or Firefox on Windows</li>
          <li>JAWS with Chrome or Edge on Windows</li>
          <li>VoiceOver with Safari on macOS, iPhone and iPad</li>
          <li>TalkBack with Chrome on Android</li>
        </ul>
      </>
    ),
  },
  {
    id: 'alternative-access',
    title: 'Other ways to shop',
    body: (
      <p>
        If you cannot use part of our website, you can place an order or get product information by phone at{' '}
        <PhoneLink /> ({BRAND_CONTACT.supportHours}) or by email at <EmailLink purpose="support" />. We will help you
        choose products, take your order and arrange payment, at the same prices as on our website.
      </p>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback',
    body: (
      <>
        <p>
          We welcome your feedback. If you find a barrier on our site, tell us the page, what you were trying to
          do and the browser and assistive technology you use. We reply within {RESPONSE_TIMES.accessibility}.
        </p>
        <ContactDetails purpose="accessibility" emailLabel="Accessibility" />
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'If you are not satisfied',
    body: (
      <>
        <p>
          Please contact us first so we can try to solve the problem. If you are not satisfied with our
          response, you can complain to:
        </p>
        <ul>
          <li>
            in the United States, the U.S. Department of Justice, by filing an{' '}
            <a href="https://www.ada.gov/file-a-complaint/" target="_blank" rel="noopener noreferrer">
              ADA complaint<span className="sr-only"> (opens in a new tab)</span>
            </a>
            ;
          </li>
          <li>
            in the European Union, the national enforcement body for accessibility in the country where you
            live.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'assessment',
    title: 'How we check accessibility',
    body: (
      <p>
        We assess our own site: we test pages with a keyboard and a screen reader, and our automated browser
        tests load our pages both with and without JavaScript. We review this statement whenever we make
        significant changes to the site; you can also read our <Link to="/contact">contact page</Link> for
        every way to reach us.
      </p>
    ),
  },
];

export default function AccessibilityStatement() {
  return (
    <LegalPage
      title="Accessibility Statement"
      intro={<p>How we make our shop usable for everyone, where we fall short and how to reach us.</p>}
      sections={SECTIONS}
    />
  );
}

import {Link} from '@remix-run/react';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {FOOTER_NAV} from './navigation';
import {CookieSettingsButton} from '~/ui/CookieSettingsButton';
import {LeafIcon} from './Icons';

export function Footer() {
  return (
    <footer className="mt-24 bg-forest-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 font-display text-2xl text-cream-50">
            <LeafIcon className="h-7 w-7 text-sage-300" />
            {BRAND.name}
          </p>
          <p className="mt-3 max-w-sm text-cream-200">{BRAND.tagline}.</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-forest-800 px-3 py-1 text-sm font-semibold text-cream-50">
            <span aria-hidden="true">★</span> Made in the USA
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
            {BRAND_CONTACT.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-cream-200/40 px-3 py-1 text-sm hover:bg-forest-800"
                >
                  {social.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="font-display text-lg text-cream-50">{group.heading}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    prefetch="intent"
                    className="text-cream-200 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-cream-200/20">
        {/* Room at the very end for the back-to-top button, so it covers none of these lines or controls. */}
        <div className="mx-auto max-w-7xl space-y-3 px-4 pt-6 pb-20 text-sm text-cream-200 sm:px-6 sm:pb-24">
          <p>
            *These statements have not been evaluated by the Food and Drug Administration. These
            products are not intended to diagnose, treat, cure, or prevent any disease.
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              © {BRAND.copyrightYear} {BRAND.name}. All rights reserved.
            </p>
            <CookieSettingsButton className="rounded-full border border-cream-200/40 px-3 py-1 text-cream-100 hover:bg-forest-800" />
          </div>
        </div>
      </div>
    </footer>
  );
}

import {Link} from '@remix-run/react';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {FOOTER_NAV} from './navigation';
import {CookieSettingsButton} from '~/ui/CookieSettingsButton';
import {LeafIcon} from './Icons';

export function Footer() {
  return (
    <footer className="ft">
      <div className="ft-grid">
        <div className="lg:col-span-2">
          <p className="font-display ft-brand">
            <LeafIcon className="h-7 w-7 text-sage-300" />
            {BRAND.name}
          </p>
          <p className="mt-3 max-w-sm text-cream-200">{BRAND.tagline}.</p>
          <p className="ft-usa">
            <span aria-hidden="true">★</span> Made in the USA
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
            {BRAND_CONTACT.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ft-pill"
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
            <ul className="ft-list">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    prefetch="intent"
                    className="ft-link"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="ft-rule">
        {/* Room at the very end for the back-to-top button, so it covers none of these lines or controls. */}
        <div className="ft-end">
          <p>
            *These statements have not been evaluated by the Food and Drug Administration. These
            products are not intended to diagnose, treat, cure, or prevent any disease.
          </p>
          <div className="ft-row">
            <p>
              © {BRAND.copyrightYear} {BRAND.name}. All rights reserved.
            </p>
            <CookieSettingsButton className="ft-pill text-cream-100" />
          </div>
        </div>
      </div>
    </footer>
  );
}

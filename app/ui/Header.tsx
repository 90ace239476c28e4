import {Form, NavLink, useLocation} from '@remix-run/react';
import type {ComponentType, ReactNode} from 'react';
import {BRAND} from '~/content/brand';
import {MAIN_NAV, SHOP_CATEGORIES} from './navigation';
import {CloseIcon, LeafIcon, MenuIcon, UserIcon} from './Icons';
import {ShopCategoryLinks, ShopMenu} from './ShopMenu';
import {useDismissibleDetails} from './useDismissibleDetails';

const navLinkClass = ({isActive}: {isActive: boolean}) => (isActive ? 'nav-link nav-link-on' : 'nav-link');

export interface SignedInUser {
  email: string;
  /**
   * Set only for an admin: how much copy waits for review (null when it could not be counted). Shown as a
   * link to the tool; only signed-in pages carry it, and those are never shared (see root's loader).
   */
  adminPending?: number | null;
}

export const COPY_MANAGER_PATH = '/admin/product-copy-manager';

/** A search field the header shows: in the bar, and in the mobile menu. */
export interface HeaderSearchProps {
  id: string;
  name: string;
  className?: string;
  fieldClassName?: string;
}

export interface HeaderParts {
  /** The cart button, last in the bar (the cart feature's). */
  cartButton: ReactNode;
  /** The quick search (the search feature's). */
  Search: ComponentType<HeaderSearchProps>;
}

export function Header({
  accountUrl,
  user,
  cartButton,
  Search,
}: {
  accountUrl: string;
  user: SignedInUser | null;
} & HeaderParts) {
  return (
    // Fixed at the top (SPEC 1); <main> reserves --header-height (app.css) for it.
    <header className="hd">
      <p className="hd-note">
        {BRAND.announcement}
      </p>
      {/* The frosted background sits on a pseudo-element: a backdrop-filter on this div would make it the
          containing block of the mobile menu's fixed panel and clip the panel to the bar's height. */}
      <div className="hd-bar">
        <nav aria-label="Main" className="hd-nav">
          <div className="flex items-center gap-2">
            <MobileMenu accountUrl={accountUrl} Search={Search} />
            <NavLink
              to="/"
              prefetch="intent"
              className="flex items-center gap-2 text-forest-900"
              end
            >
              <LeafIcon className="h-7 w-7 text-sage-600" />
              <span className="font-display hd-brand">
                {BRAND.name}
              </span>
            </NavLink>
          </div>
          <ul className="hd-links">
            {MAIN_NAV.map((item) => (
              <li key={item.to} className="flex items-center">
                <NavLink
                  to={item.to}
                  prefetch="intent"
                  className={navLinkClass}
                  end={item.to === '/'}
                >
                  {item.label}
                </NavLink>
                {item.to === '/shop' ? <ShopMenu categories={SHOP_CATEGORIES} /> : null}
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-1">
            <Search
              id="header-search"
              name="Quick search"
              className="h-10 w-11 lg:w-44 xl:w-60"
              fieldClassName="hidden lg:block"
            />
            <SessionControl user={user} />
            <a
              href={accountUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hd-icon"
            >
              <UserIcon />
              <span className="sr-only">My Account (opens in a new tab)</span>
            </a>
            {cartButton}
          </div>
        </nav>
      </div>
    </header>
  );
}

/** Sign-in state: a Sign in link, or the signed-in email with a sign-out form (works without JS). */
function SessionControl({user}: {user: SignedInUser | null}) {
  const location = useLocation();
  if (!user) {
    // Back to this page after signing in (/auth honours a same-origin redirectTo only).
    const here = `${location.pathname}${location.search}`;
    const to = location.pathname === '/' || location.pathname.startsWith('/auth')
      ? '/auth'
      : `/auth?${new URLSearchParams({redirectTo: here}).toString()}`;
    return (
      <NavLink
        to={to}
        className="hd-signin"
      >
        Sign in
      </NavLink>
    );
  }
  return (
    <Form method="post" action="/auth" className="hidden items-center gap-2 lg:flex">
      {user.adminPending !== undefined ? (
        <NavLink
          to={COPY_MANAGER_PATH}
          className="whitespace-nowrap rounded-full bg-forest-800 px-3 py-1 text-sm font-semibold text-cream-50 hover:bg-forest-700"
          data-testid="admin-link"
        >
          Copy review
          {user.adminPending ? (
            <span className="ml-1.5 rounded-full bg-cream-50 px-1.5 text-xs text-forest-900">
              {user.adminPending}
              <span className="sr-only"> waiting</span>
            </span>
          ) : null}
        </NavLink>
      ) : null}
      <span className={`${user.adminPending === undefined ? 'max-w-40' : 'max-w-28'} truncate text-sm text-bark-700`} title={user.email}>
        <span className="sr-only">Signed in as </span>
        {user.email}
      </span>
      <button
        type="submit"
        name="intent"
        value="logout"
        className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-bark-800 underline underline-offset-4 hover:text-forest-700"
      >
        Sign out
      </button>
    </Form>
  );
}

/**
 * Left slide-out menu for small screens over a dimmed page. A <details> element, so it opens and closes
 * without JavaScript; with JavaScript it also closes on navigation, on Escape and on a tap on the dimmed
 * page, and keeps Tab inside the menu and its close button while open.
 */
function MobileMenu({
  accountUrl,
  Search,
}: {
  accountUrl: string;
  Search: ComponentType<HeaderSearchProps>;
}) {
  const detailsRef = useDismissibleDetails({trapFocus: true});

  return (
    <details ref={detailsRef} className="group md:hidden">
      <summary className="menu-toggle">
        <MenuIcon className="h-6 w-6 group-open:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      {/* Dims the page behind the open menu; a tap on it closes the menu (useDismissibleDetails). */}
      <div data-menu-backdrop="" aria-hidden="true" className="menu-backdrop" />
      <div data-menu-panel="" className="menu-panel">
        <Search id="menu-search" name="Menu search" className="mb-4" />
        <ul className="flex flex-col gap-1 text-lg">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({isActive}) =>
                  `menu-link ${isActive ? 'font-semibold text-forest-800' : 'text-bark-800'}`
                }
              >
                {item.label}
              </NavLink>
              {item.to === '/shop' ? (
                <ShopCategoryLinks
                  categories={SHOP_CATEGORIES}
                  className="menu-sub"
                />
              ) : null}
            </li>
          ))}
          <li>
            <a
              href={accountUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="menu-link text-bark-800"
            >
              My Account <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}

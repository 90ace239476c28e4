import {Form, NavLink, useLocation} from '@remix-run/react';
import type {ComponentType, ReactNode} from 'react';
import {BRAND} from '~/content/brand';
import {MAIN_NAV, type NavLinkData} from './navigation';
import {CloseIcon, LeafIcon, MenuIcon, UserIcon} from './Icons';
import {ShopCategoryLinks, ShopMenu} from './ShopMenu';
import {useDismissibleDetails} from './useDismissibleDetails';

const navLinkClass = ({isActive}: {isActive: boolean}) =>
  `whitespace-nowrap rounded-md px-2 py-1 text-[0.95rem] font-medium transition-colors hover:text-forest-700 ${
    isActive ? 'text-forest-800 underline decoration-2 underline-offset-8' : 'text-bark-800'
  }`;

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
  shopCategories,
  user,
  cartButton,
  Search,
}: {
  accountUrl: string;
  /** The Shop menu's categories (navigation.ts, sent by the root loader). */
  shopCategories: readonly NavLinkData[];
  user: SignedInUser | null;
} & HeaderParts) {
  return (
    // Fixed at the top (SPEC 1); <main> reserves --header-height (app.css) for it.
    <header className="fixed inset-x-0 top-0 z-40 shadow-sm">
      <p className="whitespace-nowrap bg-forest-800 px-2 py-1.5 text-center text-[0.6875rem] leading-4 font-medium text-cream-50 sm:px-4 sm:py-2 sm:text-sm sm:leading-5">
        {BRAND.announcement}
      </p>
      {/* The frosted background sits on a pseudo-element: a backdrop-filter on this div would make it the
          containing block of the mobile menu's fixed panel and clip the panel to the bar's height. */}
      <div className="relative border-b border-bark-100 before:absolute before:inset-0 before:-z-10 before:bg-cream-50/95 before:backdrop-blur">
        <nav
          aria-label="Main"
          className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:h-16 sm:px-6"
        >
          <div className="flex items-center gap-2">
            <MobileMenu accountUrl={accountUrl} shopCategories={shopCategories} Search={Search} />
            <NavLink
              to="/"
              prefetch="intent"
              className="flex items-center gap-2 text-forest-900"
              end
            >
              <LeafIcon className="h-7 w-7 text-sage-600" />
              <span className="font-display text-lg leading-tight font-semibold tracking-tight sm:text-2xl">
                {BRAND.name}
              </span>
            </NavLink>
          </div>
          <ul className="hidden items-center gap-1 md:flex lg:gap-4">
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
                {item.to === '/shop' ? <ShopMenu categories={shopCategories} /> : null}
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
              className="hidden rounded-full p-2 text-bark-800 hover:bg-cream-200 sm:inline-flex"
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
        className="hidden rounded-md px-2 py-1 text-sm font-medium text-bark-800 hover:text-forest-700 lg:inline"
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
  shopCategories,
  Search,
}: {
  accountUrl: string;
  shopCategories: readonly NavLinkData[];
  Search: ComponentType<HeaderSearchProps>;
}) {
  const detailsRef = useDismissibleDetails({trapFocus: true});

  return (
    <details ref={detailsRef} className="group md:hidden">
      <summary className="relative z-50 flex cursor-pointer list-none rounded-full p-2 text-bark-800 hover:bg-cream-200 [&::-webkit-details-marker]:hidden">
        <MenuIcon className="h-6 w-6 group-open:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      {/* Dims the page behind the open menu; a tap on it closes the menu (useDismissibleDetails). */}
      <div
        data-menu-backdrop=""
        aria-hidden="true"
        className="fixed inset-0 z-30 bg-forest-900/40"
      />
      <div
        data-menu-panel=""
        className="fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto bg-cream-50 px-6 pb-8 pt-28 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <Search id="menu-search" name="Menu search" className="mb-4" />
        <ul className="flex flex-col gap-1 text-lg">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({isActive}) =>
                  `block rounded-lg px-3 py-2 hover:bg-cream-200 ${isActive ? 'font-semibold text-forest-800' : 'text-bark-800'}`
                }
              >
                {item.label}
              </NavLink>
              {item.to === '/shop' ? (
                <ShopCategoryLinks
                  categories={shopCategories}
                  className="mb-1 ml-3 border-l border-bark-100 pl-2 text-base"
                />
              ) : null}
            </li>
          ))}
          <li>
            <a
              href={accountUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-lg px-3 py-2 text-bark-800 hover:bg-cream-200"
            >
              My Account <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}

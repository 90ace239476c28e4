import {useNavigation} from '@remix-run/react';
import type {ReactNode} from 'react';
import {Footer as FooterNow} from './Footer';
import {staticIsland} from '~/sharing';
import type {Notice} from '~/lib/notice';
import {Header, type HeaderParts, type SignedInUser} from './Header';
import {NoticeBanner} from './NoticeBanner';
import {Toaster} from './Toaster';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {useHydrated} from '~/lib/useHydrated';
import {SpinnerIcon} from './Icons';

/**
 * The footer is the same on every page and has no behaviour of its own (links, and Cookie Settings, a
 * plain form with a delegated listener): the browser keeps the server's markup and loads the footer's code
 * only to render it itself (staticIsland).
 */
const Footer = staticIsland(import.meta.env.SSR ? FooterNow : null, () =>
  import('./Footer').then((module) => module.Footer),
);

/**
 * The page's frame: header, main, footer, and what lies over them. The features' parts (the cart button
 * and drawer, the search) come in as props, so the frame depends on no feature.
 */
export function PageLayout({
  accountUrl,
  user,
  notice,
  cartButton,
  Search,
  drawer,
  drawerOpen,
  consentBanner,
  children,
}: {
  accountUrl: string;
  user: SignedInUser | null;
  notice: Notice | null;
  /** The cart drawer, beside the page it makes inert while open. */
  drawer: ReactNode;
  drawerOpen: boolean;
  /**
   * The cookie banner while it asks: right after the skip link, so a keyboard reaches it first (it sits at
   * the bottom of the screen, and at the end of the page it came last, after every link of the page).
   */
  consentBanner: ReactNode;
  children: ReactNode;
} & HeaderParts) {
  return (
    <>
      {/* Everything here becomes inert while the cart drawer is open (CartDrawer's DRAWER_INERT_ATTRIBUTE). */}
      <div data-behind-drawer="">
        <a
          href="#main"
          className="skip-link"
        >
          Skip to content
        </a>
        {consentBanner}
        <Header
          accountUrl={accountUrl}
          user={user}
          cartButton={cartButton}
          Search={Search}
        />
        <NavigationProgress />
        <main
          id="main"
          tabIndex={-1}
          className="main"
        >
          {notice ? <FlashNotice notice={notice} /> : null}
          {children}
        </main>
        <Footer />
      </div>
      {drawer}
      <Toaster drawerOpen={drawerOpen} />
    </>
  );
}

/** Remix pending UI: while the next page loads, a spinner tells the shopper something happens. */
function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && !navigation.formMethod;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`nav-progress ${loading ? '' : 'hidden'}`}
    >
      {loading ? (
        <span className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-forest-800 shadow-md">
          <SpinnerIcon className="h-5 w-5" />
          Loading…
        </span>
      ) : null}
    </div>
  );
}

/** A flashed notice: inline without JavaScript; once hydrated it becomes a toast instead. */
function FlashNotice({notice}: {notice: Notice}) {
  const hydrated = useHydrated();
  useNoticeToast(hydrated ? notice : null);
  return hydrated ? null : <NoticeBanner notice={notice} />;
}

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import type {LinksFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useNonce} from '@shopify/hydrogen';
import {useEffect} from 'react';
import {BackToTop} from '~/ui/BackToTop';
import {ConsentBanner, ShopifyPrivacy} from '~/features/consent';
import {PageLayout} from '~/ui/PageLayout';
import {
  hasGpcSignal,
  readConsentCookie,
  loadShopAnalytics,
  shopifyPrivacySettings,
} from '~/features/consent/index.server';
import {takeNotice} from '~/server/flash.server';
import {CartButton, CartDrawer, CartDrawerProvider, cartText, useCartDrawer} from '~/features/cart';
import {listenForCookieSettings} from '~/features/consent';
import {HeaderSearch} from '~/features/search';
import type {Notice} from '~/lib/notice';
import type {SignedInUser} from '~/ui/Header';
import {readRootCart} from '~/features/cart/index.server';
import {getUser, isAdmin} from '~/server/supabase.server';
import {countPendingOverrides} from '~/features/admin-copy/index.server';
import appStyles from '~/styles/app.css?url';

export const links: LinksFunction = () => [
  // One stylesheet for every page, a hashed file cached for a year: a visit downloads it once, and no
  // document carries its rules (they would double a first visit's HTML). The faces it names are not
  // preloaded: 49 kB of fonts fetched beside the first screen's picture held a slow phone's largest paint
  // back by about a second (docs/performance.md); they load as the stylesheet asks and swap in.
  {rel: 'stylesheet', href: appStyles},
  {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
];

export async function loader({request, context}: LoaderFunctionArgs) {
  // The cart is server-rendered so the badge and cart page are right without JavaScript; a failing
  // cart read shows an empty cart and says why on the cart page. A cart template (a page shared by every
  // shopper with a cart) holds a slot where each shopper's cart goes (rootCart).
  const [cart, user] = await Promise.all([
    context.pageCache.rendersCartTemplate
      ? cartText('template')
      : readRootCart(context).then(cartText),
    getUser(context, request),
  ]);
  return {
    cart,
    accountUrl: context.publicConfig.accountUrl,
    user: user
      ? {email: user.email ?? '', adminPending: await adminPendingCount(context, user.id)}
      : null,
    notice: takeNotice(context.session),
    // Read on the server so the banner never flashes for a shopper who already chose.
    consent: readConsentCookie(request.headers.get('Cookie')),
    gpc: hasGpcSignal(request.headers),
    // For Shopify's analytics and Customer Privacy API, loaded in the browser after the page (ShopifyPrivacy).
    // Deferred, and the same for every visitor.
    shopAnalytics: loadShopAnalytics(context),
    shopifyPrivacy: shopifyPrivacySettings(context.config),
  };
}

/**
 * For a signed-in admin, how much copy waits for review (the header's link to the tool); undefined for
 * anyone else. Only a signed-in request asks: its page carries a session cookie, so the page cache never
 * keeps or shares it (pageCache.server's pageVariant), and no cart template serves it.
 */
async function adminPendingCount(
  context: LoaderFunctionArgs['context'],
  userId: string,
): Promise<number | null | undefined> {
  if (!(await isAdmin(context.supabase, userId))) return undefined;
  return countPendingOverrides(context.supabase);
}

/**
 * The cart, the user, the consent choice and flashed notices change only through actions, so root reads
 * them again after an action or a reload of the same URL, not on every navigation (as Hydrogen's skeleton
 * does). After an action a provider failed (5xx) nothing changed, and asking a slow provider again would
 * only keep the shopper waiting for the answer they already have.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  actionStatus,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') {
    return actionStatus !== undefined && actionStatus >= 500 ? false : defaultShouldRevalidate;
  }
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
};

export function Layout({children}: {children: React.ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    // A marker for browser tests (and nothing else): interactive controls now have their JS behaviour.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(listenForCookieSettings, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="theme-color" content="#244433" />
        <Meta />
        <Links />
      </head>
      <body>
        <CartDrawerProvider>
          <ShopLayout
            accountUrl={data?.accountUrl ?? '/'}
            user={data?.user ?? null}
            notice={data?.notice ?? null}
            consentBanner={data ? <ConsentBanner consent={data.consent} gpc={data.gpc} /> : null}
          >
            {children}
          </ShopLayout>
        </CartDrawerProvider>
        {data ? (
          <ShopifyPrivacy
            consent={data.consent}
            gpc={data.gpc}
            shop={data.shopAnalytics}
            settings={data.shopifyPrivacy}
          />
        ) : null}
        <BackToTop />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The page's frame with the features' parts in it: the cart button and drawer, and the quick search. */
function ShopLayout(props: {
  accountUrl: string;
  user: SignedInUser | null;
  notice: Notice | null;
  consentBanner: React.ReactNode;
  children: React.ReactNode;
}) {
  const {isOpen} = useCartDrawer();
  return (
    <PageLayout
      {...props}
      cartButton={<CartButton />}
      Search={HeaderSearch}
      drawer={<CartDrawer />}
      drawerOpen={isOpen}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{notFound ? 'Page Not Found' : 'Something went wrong'}</title>
      <h1 className="font-display text-4xl text-forest-900">
        {notFound ? 'Page Not Found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-lg text-bark-700">
        {notFound
          ? "Oops! The page you're looking for doesn't exist."
          : 'We could not load this page. Please try again in a moment.'}
      </p>
      <a
        href="/"
        className="mt-8 inline-block rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
      >
        Return to Home
      </a>
    </section>
  );
}

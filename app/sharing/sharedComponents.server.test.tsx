// Every component whose markup is kept and shared (keptMarkup, staticIsland) rendered as the server sends
// it, inside a page whose loader data and per-request contexts are poison: any read of them throws. The
// test passes only because the seam gives such markup none of them, so a card that starts showing "2 in
// your cart" fails here instead of showing one shopper's cart to the next.

import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {renderToString} from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import {describe, expect, it} from 'vitest';
import seedProducts from '../../local/storefront-api/seed/products.json';
import type {ProductCardData} from '~/features/catalogue/productCard';
import {
  parseProductDescription,
  productCopy,
  shownDescription,
} from '~/features/product/descriptionParser';
import {copyCategoryOf} from '~/features/product/productClaims';
// The modules that declare the shop's kept and static components.
import '~/features/catalogue/ProductCard';
import '~/features/product/ProductView';
import '~/features/product/ProductErrorBoundary';
import '~/content/legalArticles';
import '~/ui/PageLayout';
import '~/routes/_index';
import '~/content/HomeStory';
import '~/features/cart/CartContext';
import {HydratedMarkup, IslandMarkup} from './keptMarkup.server';
import {
  knownRequestContexts,
  knownSharedComponents,
  SharedRenderReadError,
  type SharedComponent,
} from './requestData';

/** Anything read from this throws: what one shopper's request holds. */
function poison(what: string): Record<string, never> {
  const refuse = (): never => {
    throw new Error(`A shared render read ${what}`);
  };
  const target: Record<string, never> = {};
  return new Proxy(target, {get: refuse, has: refuse, ownKeys: refuse});
}

const seed = seedProducts[0]!;
const card: ProductCardData = {
  title: seed.title,
  handle: seed.handle,
  image: {url: `https://cdn.example/${seed.handle}-1.png`, altText: null, width: 800, height: 800},
  price: {amount: '12.00', currencyCode: 'USD'},
  from: {amount: '10.20', currencyCode: 'USD'},
  variant: {id: `gid://shopify/ProductVariant/${seed.n}01`, availableForSale: true},
  badges: ['Best seller'],
};
const description = shownDescription(
  parseProductDescription(
    [
      ...seed.intro.map((text) => `<p>${text}</p>`),
      `<ul>${(seed.bullets ?? []).map((text) => `<li>${text}</li>`).join('')}</ul>`,
      `<p>${seed.ingredients}</p>`,
      `<p>${seed.usage}</p>`,
    ].join(''),
  ),
);
const copyCategory = copyCategoryOf(seed.type);

/** Props each kept or static component is rendered with, as its page gives them. */
const PROPS: Record<string, object> = {
  ProductCard: {product: card, loading: 'eager', priority: true, headingLevel: 2},
  BestSellers: {products: [card]},
  FeatureItems: {},
  Footer: {},
  NotFoundWays: {},
  ProductTabs: {description, copyCategory},
  ProductIntro: {teaser: description.teaser, copy: productCopy(null)},
  MarketingStory: {copyCategory},
  ProductUnavailableNotice: {title: 'Product not found', message: null},
  PrivacyPolicyArticle: {},
  TermsArticle: {},
};

/** The calls that declare a kept or static component in the app's own source. */
function declarationsInSource(): number {
  const root = path.resolve(__dirname, '..');
  let count = 0;
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) {
        if (file !== __dirname) visit(file);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        count += readFileSync(file, 'utf8').match(/\b(keptMarkup|staticIsland)\(/g)?.length ?? 0;
      }
    }
  };
  visit(root);
  return count;
}

/** A page at `url` whose root loader data and every per-request context are poison. */
async function renderPoisoned(url: string, element: React.ReactElement): Promise<string> {
  let page = element;
  for (const {name, context: requestContext} of knownRequestContexts()) {
    page = (
      <requestContext.Provider value={poison(`the ${name} context`)}>
        {page}
      </requestContext.Provider>
    );
  }
  const handler = createStaticHandler([{id: 'root', path: '*', loader: () => null, element: page}]);
  const context = await handler.query(new Request(`https://wildroot.example${url}`));
  if (context instanceof Response) throw new Error('The test page redirected');
  context.loaderData = poison('loader data');
  context.actionData = poison('action data');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function sent(component: SharedComponent, props: object): React.ReactElement {
  const Component = component.component as React.ComponentType<object>;
  return component.kind === 'kept markup' ? (
    <HydratedMarkup as="div" component={Component} props={props} id={JSON.stringify(props)} />
  ) : (
    <IslandMarkup component={Component} props={props} id={JSON.stringify(props)} />
  );
}

describe('markup kept for sharing', () => {
  const components = knownSharedComponents();

  it('knows every kept and static component the app declares, and has their props', () => {
    expect(components).toHaveLength(declarationsInSource());
    expect(components.map((component) => component.name).sort()).toEqual(Object.keys(PROPS).sort());
    expect(knownRequestContexts().length).toBeGreaterThan(0);
  });

  it.each(components.map((component) => [component.kind, component.name, component] as const))(
    'renders %s %s without reading loader data or any per-request context',
    async (_kind, name, component) => {
      const html = await renderPoisoned(
        '/shop?sort_by=price-ascending',
        sent(component, PROPS[name]!),
      );
      // The component's own markup came out (not an error boundary's).
      expect(html).toMatch(
        component.kind === 'kept markup'
          ? /^<div>.{100,}<\/div>$/s
          : /^<div data-static-island="">.{100,}/s,
      );
    },
  );

  it('throws, rather than leaks, when a kept component reads loader data', async () => {
    const {useRouteLoaderData} = await import('@remix-run/react');
    function CartCount() {
      const data = useRouteLoaderData<{cart: string}>('root');
      return <p>{data?.cart}</p>;
    }
    const Kept = {kind: 'kept markup', name: 'CartCount', component: CartCount} as const;
    await expect(renderPoisoned('/shop', sent(Kept, {}))).rejects.toThrow(SharedRenderReadError);
  });
});

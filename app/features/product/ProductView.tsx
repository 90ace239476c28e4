import {useLocation} from '@remix-run/react';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type RefObject,
} from 'react';
import type {StickyAddToCart as StickyBar} from './StickyAddToCart';
import type {ProductPageData} from './productPageData.server';
import type {RelatedProductCardData} from './productPage';
import type {ShownDescription, ProductCopy} from './descriptionParser';
import type {CopyCategory} from './productClaims';
import {findBundleVariant} from './bundles';
import {
  ADD_TO_CART_FORM_ID,
  imageIndexFromSearchParams,
  productSelection,
  searchForImage,
  variantOptionsLabel,
} from './productPage';
import {PURCHASE_TYPE, QUANTITY, SUBSCRIBE_AND_SAVE} from '~/features/catalogue';
import {AddToCartForm} from './AddToCartForm';
import {Breadcrumb} from '~/ui/Breadcrumb';
import {useOptimisticSearchParams} from './hooks';
import {MarketingStory as MarketingStoryNow} from './MarketingBlocks';
import {ProductGallery} from './ProductGallery';
import {ProductHeading} from './ProductHeading';
import {ProductIntro as ProductIntroNow} from './ProductSummary';
import {ProductTabs as ProductTabsNow} from './ProductTabs';
import {staticIsland} from '~/sharing';
import {RelatedProducts} from './RelatedProducts';
import {BundleSelector, QuickSelect, SubscribeAndSave} from './PurchaseOptions';

/**
 * The tabs (details, ingredients, reviews, shipping) sit below the first screen: the browser keeps the
 * server's markup (all four as sections, as without JavaScript) and loads their code when they come near
 * the viewport or the shopper presses or focuses something in them, then shows them as tabs.
 */
const ProductTabs = staticIsland(
  import.meta.env.SSR ? ProductTabsNow : null,
  () => import('./ProductTabs').then((module) => module.ProductTabs),
  {wake: 'near-view'},
);

/** The teaser, benefits, reasons and trust row below the buy box: text the browser keeps from the server. */
const ProductIntro = staticIsland(import.meta.env.SSR ? ProductIntroNow : null, () =>
  import('./ProductSummary').then((module) => module.ProductIntro),
);

/**
 * Testimonials, statistics and the comparison: text the browser keeps from the server without their code,
 * which loads only when the browser renders them itself (another product's page reached without a reload).
 */
const MarketingStory = staticIsland(import.meta.env.SSR ? MarketingStoryNow : null, () =>
  import('./MarketingBlocks').then((module) => module.MarketingStory),
);

/** The sticky bar's code loads the first time the bar is needed; a failed load leaves it out. */
const StickyAddToCart = lazy<ComponentType<ComponentProps<typeof StickyBar>>>(() =>
  import('./StickyAddToCart').then(
    (module) => ({default: module.StickyAddToCart}),
    () => ({default: () => null}),
  ),
);

type Related = RelatedProductCardData[] | null;

/**
 * The product detail page. Everything it shows follows from the product and the URL (selection, image),
 * so it renders the same on the server, without JavaScript, and optimistically while a choice loads.
 */
export function ProductView({
  product,
  description,
  copy,
  relatedProducts,
  copyCategory,
}: {
  product: ProductPageData['product'];
  description: ShownDescription;
  copy: ProductCopy;
  relatedProducts: Related | Promise<Related>;
  /** Which fixed copy the blocks below the buy box show (productClaims); they look it up themselves. */
  copyCategory: CopyCategory;
}) {
  const location = useLocation();
  const searchParams = useOptimisticSearchParams();
  const mainCartRef = useRef<HTMLDivElement>(null);

  const variants = product.variants.nodes;
  const images = product.images.nodes;
  const {selection, variant} = productSelection(searchParams, variants);
  const imageIndex = imageIndexFromSearchParams(searchParams, images.length);
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const pathname = `/product/${product.handle}`;
  const redirectTo = `${location.pathname}${location.search}`;
  const optionNames = product.options.map((option) => option.name);
  const offersSubscription = product.options.some(
    (option) =>
      option.name === PURCHASE_TYPE &&
      option.optionValues.some((value) => value.name === SUBSCRIBE_AND_SAVE),
  );
  const selectionProps = {variants, selection, pathname, searchParams};
  // The box posts with Add to Cart, which then names both of the bundle's variants (no-JS safe).
  const standardVariant = findBundleVariant(variants, {...selection, subscribe: false});
  const subscribeVariant = findBundleVariant(variants, {...selection, subscribe: true});
  const subscriptionChoice =
    offersSubscription && standardVariant && subscribeVariant
      ? {standardVariant, subscribeVariant}
      : null;

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <Breadcrumb
        trail={[{label: 'Home', to: '/'}, {label: 'Shop', to: '/shop'}, {label: product.title}]}
      />
      <div className="grid gap-3 sm:gap-10 lg:grid-cols-2">
        <ProductGallery
          images={images}
          title={product.title}
          selectedIndex={imageIndex}
          hrefForImage={(index) => `${pathname}${searchForImage(searchParams, index)}`}
        />
        {/* The buy box: price, the purchase choice and Add to Cart inside the first screen on a phone and a
            laptop, with the consent banner open (tests/e2e/product/product-geometry.spec.ts); the rest follows. */}
        <div className="flex flex-col gap-3 sm:gap-6">
          <ProductHeading title={product.title} price={price} />
          {optionNames.includes(QUANTITY) ? <BundleSelector {...selectionProps} /> : null}
          {subscriptionChoice ? (
            <SubscribeAndSave
              {...selectionProps}
              formId={ADD_TO_CART_FORM_ID}
              subscribePrice={subscriptionChoice.subscribeVariant.price}
            />
          ) : null}
          <div ref={mainCartRef}>
            {/* Keyed by product: another product's page, reached without a reload, starts at quantity 1. */}
            <AddToCartForm
              key={product.id}
              productTitle={product.title}
              variant={variant}
              subscription={
                subscriptionChoice
                  ? {
                      standardVariant: subscriptionChoice.standardVariant,
                      subscribeVariantId: subscriptionChoice.subscribeVariant.id,
                    }
                  : undefined
              }
              id={ADD_TO_CART_FORM_ID}
              redirectTo={redirectTo}
            />
          </div>
          {variants.length > 1 ? (
            <QuickSelect
              variants={variants}
              selectedVariantId={variant?.id}
              pathname={pathname}
              searchParams={searchParams}
            />
          ) : null}
          <ProductIntro teaser={description.teaser} copy={copy} />
        </div>
      </div>
      <ProductTabs description={description} copyCategory={copyCategory} />
      <MarketingStory copyCategory={copyCategory} />
      <RelatedProducts products={relatedProducts} />
      <StickyBarWhileOutOfView
        targetRef={mainCartRef}
        image={variant?.image ?? images[0]}
        productTitle={product.title}
        option={variant ? variantOptionsLabel(variant) : ''}
        price={price}
        available={Boolean(variant?.availableForSale)}
        formId={ADD_TO_CART_FORM_ID}
      />
    </div>
  );
}

/**
 * The sticky bar takes the main Add to Cart's place whichever way that leaves the view (scrolled past, or
 * below a short screen; a jump far past it, an anchor or the End key, too). Nothing is rendered, and none of
 * the bar's code loaded, until the first time it does.
 */
function StickyBarWhileOutOfView({
  targetRef,
  ...bar
}: {targetRef: RefObject<HTMLElement>} & Omit<ComponentProps<typeof StickyAddToCart>, 'visible'>) {
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    const target = targetRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry)
        setVisible((was) => (was === null && entry.isIntersecting ? null : !entry.isIntersecting));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetRef]);
  return visible === null ? null : (
    <Suspense fallback={null}>
      <StickyAddToCart visible={visible} {...bar} />
    </Suspense>
  );
}

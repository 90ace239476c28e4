/** The fields of a Storefront API Image that a square picture needs. */
export interface SquareImageData {
  url: string;
  width?: number | null;
  height?: number | null;
}

// Relative URLs are resolved against this and it is stripped again, so they stay relative.
const RELATIVE_BASE = 'https://placeholder.shopify.com';
const PLACEHOLDER_WIDTH = 100;
/**
 * The srcset offers widths from 200 px in steps of 200 px, up to the source image's own size: Hydrogen's
 * 15 by default (to 3000 px), fewer where the picture is never shown larger (each candidate is about 80
 * bytes of HTML, on a listing 40 times over).
 */
const SRCSET_STEP = 200;
const DEFAULT_CANDIDATES = 15;

const SIZE_TOKEN = 'SIZE';
const SIZE_PARAMETERS = `width=${SIZE_TOKEN}&height=${SIZE_TOKEN}`;

/**
 * The CDN URLs of the image cropped to centred size × size squares (Shopify's image URL parameters), as
 * Hydrogen writes them (the URL parser's serialisation of the query). The URL is parsed once per image, not
 * once per size: the parse was 3% of a rendered home page's CPU (npm run bench:profile).
 */
function squareUrls(url: string): (size: number) => string {
  const sized = new URL(url, RELATIVE_BASE);
  sized.searchParams.append('width', SIZE_TOKEN);
  sized.searchParams.append('height', SIZE_TOKEN);
  sized.searchParams.append('crop', 'center');
  const template = sized.href.replace(RELATIVE_BASE, '');
  const at = template.lastIndexOf(SIZE_PARAMETERS);
  const before = template.slice(0, at);
  const after = template.slice(at + SIZE_PARAMETERS.length);
  return (size) => `${before}width=${size}&height=${size}${after}`;
}

function squareSrcSet(
  {url, width, height}: SquareImageData,
  sizedUrl: (size: number) => string,
  candidates: number,
): string {
  const widths = Array.from({length: candidates}, (_, index) => SRCSET_STEP * (index + 1)).filter(
    (size) => (!width || size <= width) && (!height || size <= height),
  );
  if (widths.length === 0) return url;
  // Hydrogen's rule, kept so the markup is the same: exactly three candidates are read as 1x, 2x and 3x.
  const descriptor = (size: number, index: number) =>
    widths.length === 3 ? `${index + 1}x` : `${size}w`;
  return widths.map((size, index) => `${sizedUrl(size)} ${descriptor(size, index)}`).join(', ');
}

/**
 * A product picture filling a square box, resized and cropped by Shopify's CDN. It renders exactly the
 * markup of Hydrogen's `<Image aspectRatio="1/1">` (SquareImage.test.tsx compares them), without that
 * component's general code for every other shape, which every page with a product image downloaded.
 * Measured 2026-11-23 (`node bench/bundle-size.mjs` after `npm run build`): rendering Hydrogen's `<Image>`
 * here instead puts the product page at 112.0 kB of first-load JavaScript against 109.5 kB, over the
 * 110 kB budget, and the home page at 106.6 against 105.4.
 * The inline style is part of that markup: it gives the image its box before it loads.
 */
export function SquareImage({
  data,
  alt,
  sizes,
  loading = 'lazy',
  priority = false,
  candidates = DEFAULT_CANDIDATES,
  className,
}: {
  data: SquareImageData;
  alt: string;
  sizes: string;
  loading?: 'lazy' | 'eager';
  /** The page's main picture (its likely largest paint): fetched before the other images. */
  priority?: boolean;
  /**
   * How many srcset widths (200, 400, … px): enough for the largest box the picture is shown in at 3x
   * (Hydrogen's `srcSetOptions.intervals`).
   */
  candidates?: number;
  className?: string;
}) {
  const sizedUrl = squareUrls(data.url);
  return (
    <img
      alt={alt}
      decoding="async"
      height={PLACEHOLDER_WIDTH}
      loading={priority ? 'eager' : loading}
      // React 18 knows no fetchPriority prop (it warns in development); a lowercase attribute passes as is.
      {...(priority ? {fetchpriority: 'high'} : {})}
      sizes={sizes}
      src={sizedUrl(PLACEHOLDER_WIDTH)}
      srcSet={squareSrcSet(data, sizedUrl, candidates)}
      width={PLACEHOLDER_WIDTH}
      className={className}
      style={{width: '100%', aspectRatio: '1/1'}}
    />
  );
}

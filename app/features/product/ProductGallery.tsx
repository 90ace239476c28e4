import {Link, useNavigate} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import type {ProductDetailImageFragment} from 'storefrontapi.generated';
import {SquareImage} from '~/ui/SquareImage';

/** Opens the zoom view (galleryZoom.ts, loaded on first use) instead of following the image's link. */
function openZoomView(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    return;
  event.preventDefault();
  const link = event.currentTarget;
  import('./galleryZoom').then(
    (zoom) => zoom.openZoom(link),
    // The code could not be fetched (offline, a new deployment): the plain link still shows the picture.
    () => window.location.assign(link.href),
  );
}

/** The id of the gallery's slide for image `index` (0-based): the thumbnails' fragment without JavaScript. */
const slideId = (index: number) => `product-image-${index + 1}`;

/**
 * The product's images in a row that swipes (a scroll-snap track: touch, trackpad, or the arrow keys once it
 * has focus) and, when there is more than one, thumbnails. A thumbnail is a link to `?image=N#product-image-N`:
 * without JavaScript the server marks that image and the browser scrolls the track to it. With JavaScript the
 * link replaces the history entry without reloading data (the route's shouldRevalidate) or moving the page,
 * the track glides to the image, and a swipe moves the thumbnails' highlight along.
 */
export function ProductGallery({
  images,
  title,
  selectedIndex,
  hrefForImage,
}: {
  images: readonly ProductDetailImageFragment[];
  title: string;
  selectedIndex: number;
  hrefForImage: (index: number) => string;
}) {
  const navigate = useNavigate();
  const track = useRef<HTMLUListElement>(null);
  // The image in view: the URL's, until a swipe moves on.
  const [shown, setShown] = useState(selectedIndex);
  const altFor = (image: ProductDetailImageFragment, index: number) =>
    image.altText?.trim() || `${title}, image ${index + 1} of ${images.length}`;

  const hydrated = useRef(false);

  useEffect(() => {
    setShown(selectedIndex);
    const element = track.current;
    if (!element) return;
    // At once when the page arrives (a link to ?image=N without the fragment), gliding after a thumbnail.
    const glide = hydrated.current && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    hydrated.current = true;
    element.scrollTo({
      left: selectedIndex * element.clientWidth,
      behavior: glide ? 'smooth' : 'auto',
    });
  }, [selectedIndex]);

  const onScroll = () => {
    const element = track.current;
    if (element) setShown(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    // A phone shows a smaller picture so the buy box starts in the first screen; a laptop keeps the gallery
    // in view (sticky) beside the buy box as the shopper reads on.
    <section
      aria-label="Product images"
      className="gallery"
    >
      {images.length === 0 ? (
        <div className="flex aspect-square items-center justify-center rounded-3xl bg-cream-100 text-bark-700 ring-1 ring-bark-100">
          No image available
        </div>
      ) : (
        // Focusable when it scrolls, so a keyboard can move it too.
        <ul
          ref={track}
          onScroll={images.length > 1 ? onScroll : undefined}
          tabIndex={images.length > 1 ? 0 : undefined}
          className="gallery-track"
        >
          {images.map((image, index) => (
            <li
              key={image.url}
              id={slideId(index)}
              data-shown={index === shown ? '' : undefined}
              // Where supported, the page opens with the URL's image in view even without the fragment.
              // Relative: the link's screen-reader text is positioned, and only a slide that contains it keeps
              // it inside the track's clip (else a later slide's text widens the page on a phone).
              className={`relative w-full shrink-0 snap-center ${index === selectedIndex ? '[scroll-initial-target:nearest]' : ''}`}
            >
              {/* The full-size picture: a plain link without JavaScript; with it, a tap opens the zoom
                  view instead, whose code loads with that first tap. */}
              <a
                href={image.url}
                onClick={openZoomView}
                className="gallery-zoom"
              >
                <SquareImage
                  data={image}
                  alt={altFor(image, index)}
                  // As wide as the section above draws it: 10.5rem on a phone, 28rem from sm, half the page
                  // from lg. "100vw" had a phone fetch the 800 px file for a 168 px picture (40 kB for 16).
                  sizes="(min-width: 1024px) 50vw, (min-width: 640px) 28rem, 10.5rem"
                  candidates={10}
                  priority={index === selectedIndex}
                  className="h-full w-full object-cover"
                />
                <span className="sr-only"> (full size)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-1.5 sm:gap-2 lg:gap-3">
          {images.map((image, index) => {
            const current = index === shown;
            const to = hrefForImage(index);
            return (
              <li key={image.url}>
                <Link
                  to={`${to}#${slideId(index)}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    navigate(to, {replace: true, preventScrollReset: true});
                  }}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`Show image ${index + 1} of ${images.length}: ${altFor(image, index)}`}
                  className={`block aspect-square overflow-hidden rounded-xl bg-cream-100 ring-2 transition motion-reduce:transition-none ${
                    current ? 'ring-forest-700' : 'ring-transparent hover:ring-sage-300'
                  }`}
                >
                  {/* The link names the image. */}
                  <SquareImage
                    data={image}
                    alt=""
                    sizes="120px"
                    candidates={2}
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

import {Link} from '@remix-run/react';
import type {ProductDetailImageFragment} from 'storefrontapi.generated';
import {SquareImage} from '~/features/catalogue/SquareImage';

/**
 * A large image and, when there is more than one, thumbnails. Thumbnails are links to `?image=N`, so they
 * work without JavaScript; with it they replace the history entry without scrolling, and the page shows the
 * new image while the URL changes.
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
  const selected = images[selectedIndex] ?? images[0];
  const altFor = (image: ProductDetailImageFragment, index: number) =>
    image.altText?.trim() || `${title}, image ${index + 1} of ${images.length}`;

  return (
    // A phone shows a smaller picture so the buy box starts in the first screen; a laptop keeps the gallery
    // in view (sticky) beside the buy box as the shopper reads on.
    <section
      aria-label="Product images"
      className="mx-auto flex w-full max-w-[10.5rem] flex-col gap-2 sm:max-w-md lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:max-w-none lg:gap-4 lg:self-start"
    >
      <div className="aspect-square overflow-hidden rounded-3xl bg-cream-100 ring-1 ring-bark-100">
        {selected ? (
          <SquareImage
            key={selected.id ?? selected.url}
            data={selected}
            alt={altFor(selected, images.indexOf(selected))}
            sizes="(min-width: 1024px) 50vw, 100vw"
            candidates={10}
            priority
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-bark-700">
            No image available
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-1.5 sm:gap-2 lg:gap-3">
          {images.map((image, index) => {
            const current = index === selectedIndex;
            return (
              <li key={image.id ?? image.url}>
                <Link
                  to={hrefForImage(index)}
                  replace
                  preventScrollReset
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

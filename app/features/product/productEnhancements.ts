/**
 * What the product page adds once it is interactive, as plain DOM behaviour loaded after hydration (so its
 * code is not part of the page's first load, which sits at the 110 kB budget):
 * - the quantity stepper's − and + step its number field within its min and max, then show
 *   (`data-enhanced` on the page);
 * - a gallery image's link to the full picture opens it full screen instead: a modal <dialog> (Escape or
 *   the close button leave it), where a tap zooms in on that spot and the shopper pans by scrolling, and
 *   another tap zooms out. Without JavaScript the link opens the full picture itself.
 * Returns the undo, for the page's effect cleanup.
 */
export function enhanceProductPage(page: HTMLElement): () => void {
  page.dataset.enhanced = '';
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLButtonElement>('[data-step]');
    if (step) {
      const field = step.parentElement?.querySelector('input');
      if (step.dataset.step === 'up') field?.stepUp();
      else field?.stepDown();
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[data-zoom]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openZoom(link.href, link.querySelector('img')?.alt ?? '');
  };
  page.addEventListener('click', onClick);
  return () => {
    page.removeEventListener('click', onClick);
    delete page.dataset.enhanced;
  };
}

function openZoom(src: string, alt: string) {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', `${alt}, zoomed`);
  dialog.className =
    'm-0 h-dvh max-h-none w-dvw max-w-none bg-forest-900 p-0 backdrop:bg-forest-900/80';
  const scroller = document.createElement('div');
  scroller.className = 'h-full w-full overflow-auto';
  const zoom = document.createElement('button');
  zoom.type = 'button';
  const image = document.createElement('img');
  image.src = src;
  image.alt = alt;
  zoom.append(image);
  scroller.append(zoom);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  close.className =
    'fixed right-3 top-3 h-10 w-10 rounded-full bg-cream-50 text-2xl text-forest-900 shadow';
  close.addEventListener('click', () => dialog.close());
  dialog.append(scroller, close);

  let zoomed = false;
  const show = () => {
    zoom.setAttribute('aria-pressed', String(zoomed));
    zoom.setAttribute('aria-label', zoomed ? 'Zoom out' : 'Zoom in');
    zoom.className = zoomed
      ? 'block w-[250%] max-w-none cursor-zoom-out'
      : 'flex h-full w-full cursor-zoom-in items-center justify-center';
    image.className = zoomed ? 'w-full' : 'max-h-full max-w-full object-contain';
  };
  zoom.addEventListener('click', (event) => {
    const box = image.getBoundingClientRect();
    // Where the tap was, as fractions of the picture: the zoomed picture opens on that spot.
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    zoomed = !zoomed;
    show();
    if (zoomed) {
      scroller.scrollTo({
        left: x * scroller.scrollWidth - scroller.clientWidth / 2,
        top: y * scroller.scrollHeight - scroller.clientHeight / 2,
      });
    }
  });
  dialog.addEventListener('close', () => dialog.remove());
  show();
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * The gallery's zoom view. It loads on the first tap of a gallery image, so none of it is in the product
 * page's first-load JavaScript, and it is plain DOM: nothing in it needs React.
 *
 * The link's full-size picture opens in a modal <dialog> over the whole screen. A tap (or Enter on it)
 * zooms in on that spot and the shopper pans by scrolling or swiping; another tap zooms out. Escape or
 * the close button leave it, and focus goes back to the gallery image that opened it.
 */

/** How much larger than the fitted picture the zoomed one is. */
const ZOOM = 2.5;

const FITTED = 'max-h-dvh max-w-[100vw] cursor-zoom-in object-contain';
const ZOOMED = 'max-w-none cursor-zoom-out';

export function openZoom(opener: HTMLAnchorElement) {
  const alt = opener.querySelector('img')?.alt ?? '';
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', `${alt}, zoom view`);
  dialog.className =
    'm-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-forest-900 p-0 text-cream-50';

  const close = document.createElement('button');
  close.type = 'button';
  close.autofocus = true;
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close zoom view');
  close.className =
    'fixed right-3 top-3 z-10 h-11 w-11 rounded-full bg-cream-50 text-3xl leading-none text-forest-900 shadow-md';
  close.addEventListener('click', () => dialog.close());

  // Margins of `auto` centre the picture while it fits and keep all of it reachable once it is larger.
  const scroller = document.createElement('div');
  scroller.className = 'flex h-full w-full overflow-auto overscroll-contain';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'm-auto block shrink-0';
  const image = document.createElement('img');
  image.src = opener.href;
  image.alt = alt;
  toggle.append(image);
  scroller.append(toggle);
  dialog.append(close, scroller);

  let zoomed = false;
  const show = () => {
    toggle.setAttribute('aria-label', zoomed ? 'Zoom out' : 'Zoom in');
    toggle.setAttribute('aria-pressed', String(zoomed));
    image.className = zoomed ? ZOOMED : FITTED;
  };
  toggle.addEventListener('click', (event) => {
    const box = image.getBoundingClientRect();
    // Not drawn yet (still loading): nothing to zoom from.
    if (!box.width) return;
    // The tapped spot as fractions of the picture; a key press (no pointer: detail 0) zooms on the middle.
    const at = (offset: number, start: number, size: number) =>
      event.detail === 0 ? 0.5 : Math.min(1, Math.max(0, (offset - start) / size));
    const x = at(event.clientX, box.left, box.width);
    const y = at(event.clientY, box.top, box.height);
    zoomed = !zoomed;
    image.style.width = zoomed ? `${box.width * ZOOM}px` : '';
    show();
    if (zoomed) {
      scroller.scrollTo({
        left: x * scroller.scrollWidth - scroller.clientWidth / 2,
        top: y * scroller.scrollHeight - scroller.clientHeight / 2,
      });
    }
  });
  // A tap beside the picture leaves, as on most zoom views.
  scroller.addEventListener('click', (event) => {
    if (event.target === scroller) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus({preventScroll: true});
  });

  show();
  document.body.append(dialog);
  dialog.showModal();
}

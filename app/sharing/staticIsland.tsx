import {useEffect, useRef, useState, type ComponentType} from 'react';
import {registerSharedComponent} from './requestData';

/** True once the browser's first render (the hydration of the server's page) has committed. */
let pageHydrated = false;

/**
 * True in the browser once the page has hydrated: a component mounted from then on is rendered by the
 * browser, not adopted from the server's markup, so it may start in its interactive form at once.
 */
export function isPageHydrated() {
  return pageHydrated;
}

/**
 * The server's way to send an island (keptMarkup.server: its markup rendered once and kept), handed
 * in by entry.server.tsx so that neither it nor react-dom/server reaches the browser's bundle.
 */
let serverMarkup: ComponentType<{
  component: ComponentType<object>;
  props: object;
  id: string;
}> | null = null;

export function sendStaticIslandsWith(markup: NonNullable<typeof serverMarkup>) {
  serverMarkup = markup;
}

/** How far below the viewport an island wakes, so its code is there before the shopper reaches it. */
const WAKE_MARGIN = '200px';

/**
 * Markup the browser keeps exactly as the server rendered it, without loading the code that rendered it:
 * while hydrating, React leaves an element whose inner HTML it does not own untouched. The code is loaded,
 * and the island rendered by React in place of the server's markup, only when
 * - the island is mounted after the first page (a client-side navigation to a page that has one), or is
 *   given other props than the server's (another product's page), or
 * - with `wake: 'near-view'`, it comes within WAKE_MARGIN of the viewport (a keyboard or a link that moves
 *   into it scrolls it there too): for markup with behaviour, such as tabs, which works without JavaScript
 *   as it is.
 * Until then links in it navigate as plain links (the page cache answers them) and forms post as forms;
 * anything that needs a handler uses a delegated listener.
 *
 * `serverComponent` is `import.meta.env.SSR ? Component : null` at the call site, so the client build
 * drops the static import and keeps only `load`'s chunk. Props are compared as JSON.
 *
 * On the server the island's markup is rendered once per isolate for the same props and URL and then sent
 * as it is (keptMarkup.server), so it may read nothing but its props, the location and Remix's
 * router: loader data and the app's per-request contexts throw when read there (requestData).
 */
export function staticIsland<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  {wake = 'never'}: {wake?: 'never' | 'near-view'} = {},
) {
  if (import.meta.env.SSR && serverComponent) {
    registerSharedComponent({
      kind: 'static island',
      name: serverComponent.displayName ?? serverComponent.name,
      component: serverComponent as ComponentType<never>,
    });
  }
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));

  return function StaticIsland(props: Props) {
    const ServerComponent = serverComponent;
    const id = JSON.stringify(props);
    const [serverId] = useState(() => (pageHydrated ? null : id));
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    const adopted = serverId === id && !Component;
    const element = useRef<HTMLDivElement>(null);

    // The browser renders the island itself (no server markup for these props), or it wakes near the view:
    // load the code, then render with it (no fallback in between).
    useEffect(() => {
      pageHydrated = true;
      if (ServerComponent || Component) return;
      let current = true;
      const render = () =>
        void loadOnce().then((component) => current && setComponent(() => component));
      const target = element.current;
      let observer: IntersectionObserver | undefined;
      if (!adopted) render();
      else if (wake === 'near-view' && target) {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) render();
          },
          {rootMargin: `0px 0px ${WAKE_MARGIN} 0px`},
        );
        observer.observe(target);
      }
      return () => {
        current = false;
        observer?.disconnect();
      };
    }, [adopted, Component, ServerComponent]);

    if (ServerComponent) {
      const Markup = import.meta.env.SSR ? serverMarkup : null;
      if (Markup)
        return (
          <Markup component={ServerComponent as ComponentType<object>} props={props} id={id} />
        );
      return (
        <div data-static-island="">
          <ServerComponent {...props} />
        </div>
      );
    }
    if (adopted) {
      return (
        <div
          key="server"
          ref={element}
          data-static-island=""
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      );
    }
    return <div data-static-island="">{Component ? <Component {...props} /> : null}</div>;
  };
}

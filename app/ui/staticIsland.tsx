import {useEffect, useRef, useState, type ComponentType} from 'react';

/** True once the browser's first render (the hydration of the server's page) has committed. */
let pageHydrated = false;

/**
 * True in the browser once the page has hydrated: a component mounted from then on is rendered by the
 * browser, not adopted from the server's markup, so it may start in its interactive form at once.
 */
export function isPageHydrated() {
  return pageHydrated;
}

/** How far below the viewport an island wakes, so its code is there before the shopper reaches it. */
const WAKE_MARGIN = '200px';

/**
 * Markup the browser keeps exactly as the server rendered it, without loading the code that rendered it:
 * while hydrating, React leaves an element whose inner HTML it does not own untouched. The code is loaded,
 * and the island rendered by React in place of the server's markup, only when
 * - the island is mounted after the first page (a client-side navigation to a page that has one), or is
 *   given other props than the server's (another product's page), or
 * - with `wake: 'near-view'`, it comes within WAKE_MARGIN of the viewport or the shopper presses or focuses
 *   something in it (for markup with behaviour, such as tabs, which works without JavaScript as it is).
 * Until then links in it navigate as plain links (the page cache answers them) and forms post as forms;
 * anything that needs a handler uses a delegated listener.
 *
 * `serverComponent` is `import.meta.env.SSR ? Component : null` at the call site, so the client build
 * drops the static import and keeps only `load`'s chunk. `identity` says when props are other props
 * (JSON of them by default).
 */
export function staticIsland<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  {
    wake = 'never',
    identity = (props) => JSON.stringify(props),
  }: {wake?: 'never' | 'near-view'; identity?: (props: Props) => string} = {},
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  return function StaticIsland(props: Props) {
    const ServerComponent = serverComponent;
    const id = identity(props);
    const [serverId] = useState(() => (pageHydrated ? null : id));
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    const adopted = serverId === id && !Component;
    const element = useRef<HTMLDivElement>(null);

    useEffect(() => {
      pageHydrated = true;
    }, []);

    // Rendering in the browser: load the code, then render with it (no fallback in between).
    const mustRender = !ServerComponent && !adopted && !Component;
    useEffect(() => {
      if (!mustRender) return;
      let current = true;
      void loadOnce().then((component) => current && setComponent(() => component));
      return () => {
        current = false;
      };
    }, [mustRender]);

    useEffect(() => {
      const target = element.current;
      if (wake !== 'near-view' || !adopted || !target) return;
      let current = true;
      const wakeUp = () => {
        stop();
        void loadOnce().then((component) => current && setComponent(() => component));
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wakeUp();
        },
        {rootMargin: `0px 0px ${WAKE_MARGIN} 0px`},
      );
      const events = ['pointerdown', 'focusin'] as const;
      function stop() {
        observer.disconnect();
        for (const type of events) target?.removeEventListener(type, wakeUp);
      }
      observer.observe(target);
      for (const type of events) target.addEventListener(type, wakeUp);
      return () => {
        current = false;
        stop();
      };
    }, [adopted]);

    if (ServerComponent) {
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

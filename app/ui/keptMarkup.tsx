import type {ComponentType, Context} from 'react';

export interface KeptMarkupServerProps {
  as: 'li' | 'div';
  className?: string;
  component: ComponentType<object>;
  props: object;
  /** The props as JSON: the kept markup's identity. */
  id: string;
  /** The app's contexts the component reads, besides Remix's and the router's. */
  contexts: readonly Context<unknown>[];
}

/**
 * How the server sends kept markup (keptMarkup.server), handed in by entry.server.tsx so that neither it
 * nor react-dom/server reaches the browser's bundle.
 */
let serverMarkup: ComponentType<KeptMarkupServerProps> | null = null;

export function sendKeptMarkupWith(markup: ComponentType<KeptMarkupServerProps>) {
  serverMarkup = markup;
}

/**
 * `<as className>` around `<Component {...props} />`, which the server renders once per isolate for the same
 * props and URL and then sends as it is (keptMarkup.server: the same markup React would stream, so the
 * browser hydrates it as usual). For components repeated on a page whose markup follows from their props and
 * the URL alone, such as product cards: `Component` may read its props, the location, Remix's router
 * (links, forms, fetchers, all idle on the server) and the `contexts` named here, nothing else.
 */
export function keptMarkup<Props extends object>(
  Component: ComponentType<Props>,
  {as: Tag, contexts = []}: {as: 'li' | 'div'; contexts?: readonly Context<unknown>[]},
) {
  return function KeptMarkup({className, ...props}: Props & {className?: string}) {
    const Server = import.meta.env.SSR ? serverMarkup : null;
    if (Server) {
      return (
        <Server
          as={Tag}
          className={className}
          component={Component as ComponentType<object>}
          props={props}
          id={JSON.stringify(props)}
          contexts={contexts}
        />
      );
    }
    return (
      <Tag className={className}>
        <Component {...(props as Props)} />
      </Tag>
    );
  };
}

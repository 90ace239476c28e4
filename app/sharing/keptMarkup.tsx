import type {ComponentType} from 'react';
import {registerSharedComponent} from './requestData';

/** The element around kept markup, and its attributes: the same for every instance of a kept component. */
export interface KeptMarkupElement {
  as: 'li' | 'ul' | 'div';
  attributes?: {className?: string; 'aria-label'?: string};
}

export interface KeptMarkupServerProps extends KeptMarkupElement {
  component: ComponentType<object>;
  props: object;
  /** The props as JSON: the kept markup's identity. */
  id: string;
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
 * `<as {...attributes}>` around `<Component {...props} />`, which the server renders once per isolate for the
 * same props and URL and then sends as it is (keptMarkup.server: the same markup React would stream, so the
 * browser hydrates it as usual). For markup that follows from its props and the URL alone, such as product
 * cards: `Component` may read its props, the location and Remix's router (links, forms, fetchers, all idle
 * on the server). Loader data and the app's per-request contexts throw when read there (requestData).
 */
export function keptMarkup<Props extends object>(
  Component: ComponentType<Props>,
  {as: Tag, attributes}: KeptMarkupElement,
) {
  // Only the server renders kept markup (and the tests list it); the browser bundle leaves this out.
  if (import.meta.env.SSR)
    registerSharedComponent({
      kind: 'kept markup',
      name: Component.displayName ?? Component.name,
      component: Component as ComponentType<never>,
    });
  return function KeptMarkup(props: Props) {
    const Server = import.meta.env.SSR ? serverMarkup : null;
    if (Server) {
      return (
        <Server
          as={Tag}
          attributes={attributes}
          component={Component as ComponentType<object>}
          props={props}
          id={JSON.stringify(props)}
        />
      );
    }
    return (
      <Tag {...attributes}>
        <Component {...props} />
      </Tag>
    );
  };
}

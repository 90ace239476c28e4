// Markup kept for sharing (kept markup, static islands) is rendered once and sent to every visitor of the
// same URL, so it must not depend on anything that belongs to one request: loader data, the cart, the
// signed-in user. The kept render (keptMarkup.server) therefore provides none of it, and the app's own
// per-request contexts are made here so that reading one during such a render is an error, not a leak.

import {createContext, useContext, type Context} from 'react';

/** True inside a render whose markup is kept and shared (keptMarkup.server provides it). */
export const SharedRenderContext = createContext(false);

/** Thrown when markup kept for sharing reads something that belongs to one request. */
export class SharedRenderReadError extends Error {
  constructor(what: string) {
    super(
      `${what} belongs to one request, but this component is rendered once and shared with every visitor ` +
        '(keptMarkup/staticIsland): pass what it needs as props, or render it outside the kept markup.',
    );
    this.name = 'SharedRenderReadError';
  }
}

export interface RequestContext<Value> {
  readonly name: string;
  readonly context: Context<Value | null>;
}

/**
 * A React context whose value belongs to one request (one shopper's drawer, cart or session). The app's
 * contexts are made with this (lint forbids React's createContext elsewhere), so every one of them is
 * known to the seam: a shared render never provides them, and reading one there throws.
 */
export function createRequestContext<Value>(name: string): RequestContext<Value> {
  const context = createContext<Value | null>(null);
  context.displayName = name;
  const made = {name, context};
  if (import.meta.env.SSR) requestContexts.push(made as RequestContext<unknown>);
  return made;
}

const requestContexts: RequestContext<unknown>[] = [];

/** Every per-request context made so far (tests poison them all). */
export function knownRequestContexts(): readonly RequestContext<unknown>[] {
  return requestContexts;
}

/** The context's value, or null without a provider; throws inside markup kept for sharing. */
export function useRequestContext<Value>({name, context}: RequestContext<Value>): Value | null {
  const shared = useContext(SharedRenderContext);
  const value = useContext(context);
  // Shared renders happen on the server only, so the browser's bundle leaves the check out.
  if (import.meta.env.SSR && shared) throw new SharedRenderReadError(`The ${name} context`);
  return value;
}

/** What a kept or static component is, for the tests that render every one of them. */
export interface SharedComponent {
  kind: 'kept markup' | 'static island';
  name: string;
  component: React.ComponentType<never>;
}

const sharedComponents: SharedComponent[] = [];

/** Notes a component whose markup is kept and shared (keptMarkup, staticIsland call this). */
export function registerSharedComponent(entry: SharedComponent): void {
  sharedComponents.push(entry);
}

/** Every kept or static component declared so far in the modules loaded. */
export function knownSharedComponents(): readonly SharedComponent[] {
  return sharedComponents;
}

import { createElement, type ComponentType } from 'react';

/**
 * `Component` with Chakra's `recipe` prop set to `recipe`. The lazily loaded entries (`../ui-overlays.ts`,
 * `../ui-lazy.ts`) give their components their recipes this way, so that the recipes load with the components
 * instead of sitting in the eager system (`./system.ts`, on every first load). A slot component's parts read their
 * styles from its Root, so only Roots are wrapped; wrap a `RootProvider` the same way before an app uses one.
 */
export function withRecipe<P extends { recipe?: unknown }>(
  Component: ComponentType<P>,
  recipe: P['recipe'],
): ComponentType<P> {
  const WithRecipe = (props: P) => createElement(Component, { recipe, ...props });
  WithRecipe.displayName = Component.displayName;
  return WithRecipe;
}

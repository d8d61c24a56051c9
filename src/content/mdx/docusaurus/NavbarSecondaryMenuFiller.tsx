import { createElement, type ComponentType } from 'react';

export interface NavbarSecondaryMenuFillerProps<P extends object> {
  component: ComponentType<P>;
  props: P;
}

/**
 * `@docusaurus/theme-common`'s NavbarSecondaryMenuFiller. Docusaurus moves `component` into the
 * mobile navbar's drawer; docsgen's drawer has no slot a page can fill, so the component renders
 * where the filler is, with its props: what it shows stays on the page (below the desktop width,
 * where sites use the filler).
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: NavbarSecondaryMenuFillerProps<P>) {
  return createElement('div', { className: 'navbar-secondary-menu-filler' }, createElement(component, props));
}

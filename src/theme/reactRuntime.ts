/**
 * The React functions the build renders with, compiled into the theme module (see compileTheme):
 * they are then the very React the theme's components import, the site's or docsgen's.
 */
export { createElement, Fragment, version } from 'react';
export { jsx, jsxs } from 'react/jsx-runtime';
export { renderToStaticMarkup, renderToString } from 'react-dom/server';

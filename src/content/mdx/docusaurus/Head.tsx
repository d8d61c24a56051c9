import type { ReactNode } from 'react';

/**
 * Docusaurus's Head puts its children in the page's <head>. docsgen writes the head from the front
 * matter and the config, so this renders nothing; the MDX processor warns where a page uses it.
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}

import type { ReactNode } from 'react';
import { useDocusaurusSite } from './siteContext.js';

/**
 * docsgen's theme already lays the page out (navbar, footer): Layout renders its children. On a
 * React page its `title` and `description` are the page's (recorded for the build).
 */
export default function Layout({ children, title, description }: { children?: ReactNode; title?: string; description?: string }) {
  const { layoutProps } = useDocusaurusSite();
  if (layoutProps) {
    if (title !== undefined) layoutProps.title ??= title;
    if (description !== undefined) layoutProps.description ??= description;
  }
  return <>{children}</>;
}

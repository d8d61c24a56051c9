import type { ReactNode } from 'react';

/** Inside a doc, docsgen's theme already lays the page out: Layout renders its children. */
export default function Layout({ children }: { children?: ReactNode; title?: string; description?: string }) {
  return <>{children}</>;
}

import type { PageProps } from 'docsgen/theme';
import { PageHtml } from './PageHtml.js';

/**
 * A site's React page (`src/pages/index.tsx` in Docusaurus's layout): its component's HTML, as it
 * rendered it, across the whole main column (the component lays itself out, as in Docusaurus).
 */
export default function ReactPage({ page }: PageProps) {
  return <PageHtml className="react-page" html={page.html} />;
}

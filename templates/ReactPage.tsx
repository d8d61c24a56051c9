import type { PageProps } from 'docsgen/theme';

/**
 * A site's React page (`src/pages/index.tsx` in Docusaurus's layout): its component's HTML, as it
 * rendered it, across the whole main column (the component lays itself out, as in Docusaurus).
 */
export default function ReactPage({ page }: PageProps) {
  return <div className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />;
}

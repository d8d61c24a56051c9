import type { PageProps } from 'docsgen/theme';
import { NotFoundContent } from './NotFoundContent.js';

/**
 * The not-found page. Its content is inside `.react-page`: in Docusaurus's layout a site's
 * NotFound/Content swizzle is its own markup written for Infima, whose rules apply there as on a
 * React page (see src/client/infimaCss.ts); docsgen's own content uses none of them.
 */
export default function NotFound({ site, page }: PageProps) {
  return (
    <div className="react-page">
      <NotFoundContent site={site} page={page} />
    </div>
  );
}

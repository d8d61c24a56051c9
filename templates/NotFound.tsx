import type { PageProps } from 'docsgen/theme';
import { NotFoundContent } from './NotFoundContent.js';

export default function NotFound({ site, page }: PageProps) {
  return <NotFoundContent site={site} page={page} />;
}

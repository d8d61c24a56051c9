import { useThemeMessage } from 'docsgen/theme';
import { EditIcon } from './Icons.js';

export interface EditThisPageProps {
  href: string;
  /** The page kind's own class (`doc__edit`, `blog-post__edit`), beside the shared `edit-this-page`. */
  className: string;
}

/** The "Edit this page" link of a doc and of a blog post: one look on both, as Docusaurus's (its pencil icon shows in Docusaurus's layout; docsgen's has a ✎). */
export function EditThisPage({ href, className }: EditThisPageProps) {
  const label = useThemeMessage('theme.common.editThisPage');
  return (
    <a className={`edit-this-page ${className}`} href={href} target="_blank" rel="noopener noreferrer">
      <EditIcon className="edit-this-page__icon" />
      {label}
    </a>
  );
}

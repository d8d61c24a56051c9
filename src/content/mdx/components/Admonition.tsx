import type { ReactNode } from 'react';
import { ADMONITION_TYPES } from '../../plugins/remarkAdmonitions.js';

export interface AdmonitionProps {
  children?: ReactNode;
  type?: string;
  title?: ReactNode;
}

/** The same box a `:::note` block renders in Markdown. */
export function Admonition({ children, type = 'note', title }: AdmonitionProps) {
  if (!(ADMONITION_TYPES as readonly string[]).includes(type)) throw new Error(`<Admonition type="${type}">: the type is one of ${ADMONITION_TYPES.join(', ')}`);
  return (
    <aside className={`admonition admonition--${type}`} data-admonition={type}>
      <p className="admonition__title">{title ?? type.charAt(0).toUpperCase() + type.slice(1)}</p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}

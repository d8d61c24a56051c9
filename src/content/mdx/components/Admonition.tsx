import type { ReactNode } from 'react';
import { ADMONITION_CONTENT, ADMONITION_HEADING, ADMONITION_TYPES, admonitionClasses, admonitionTitleMessage } from '../../plugins/remarkAdmonitions.js';
import { translate } from '../docusaurus/Translate.js';

export interface AdmonitionProps {
  children?: ReactNode;
  type?: string;
  title?: ReactNode;
}

/** The same box a `:::note` block renders in Markdown; without a `title`, the type's title in the locale (as `:::note`'s). */
export function Admonition({ children, type = 'note', title }: AdmonitionProps) {
  if (!(ADMONITION_TYPES as readonly string[]).includes(type)) throw new Error(`<Admonition type="${type}">: the type is one of ${ADMONITION_TYPES.join(', ')}`);
  return (
    <div className={admonitionClasses(type).join(' ')} data-admonition={type}>
      <div className={ADMONITION_HEADING}>{title ?? translate(admonitionTitleMessage(type)!)}</div>
      <div className={ADMONITION_CONTENT}>{children}</div>
    </div>
  );
}

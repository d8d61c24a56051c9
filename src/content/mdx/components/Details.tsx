import { Children, isValidElement, type ReactNode } from 'react';
import { DETAILS_WORDS } from '../../../shared/themeMessages.js';
import { translate } from '../docusaurus/Translate.js';

export interface DetailsProps {
  children?: ReactNode;
  summary?: ReactNode;
}

/** The same `<details>` a `:::details` block renders in Markdown; the summary as a prop or a `<summary>` child, else the locale's word (`theme.Details.summary`). */
export function Details({ children, summary }: DetailsProps) {
  const hasSummary = Children.toArray(children).some((child) => isValidElement(child) && child.type === 'summary');
  return (
    <details className="details">
      {hasSummary ? null : <summary>{summary ?? translate({ id: 'theme.Details.summary', message: DETAILS_WORDS['theme.Details.summary'] })}</summary>}
      {children}
    </details>
  );
}

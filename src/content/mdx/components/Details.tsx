import { Children, isValidElement, type ReactNode } from 'react';

export interface DetailsProps {
  children?: ReactNode;
  summary?: ReactNode;
}

/** The same `<details>` a `:::details` block renders in Markdown; the summary as a prop or a `<summary>` child. */
export function Details({ children, summary }: DetailsProps) {
  const hasSummary = Children.toArray(children).some((child) => isValidElement(child) && child.type === 'summary');
  return (
    <details className="details">
      {hasSummary ? null : <summary>{summary ?? 'Details'}</summary>}
      {children}
    </details>
  );
}

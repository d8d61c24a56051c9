import type { SVGProps } from 'react';

/** `@theme/Icon/WordWrap`: a line that runs to the edge and turns back under itself. */
export default function IconWordWrap(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M3 6h18M3 12h15a3 3 0 0 1 0 6h-5m2-3-3 3 3 3M3 18h6" />
    </svg>
  );
}

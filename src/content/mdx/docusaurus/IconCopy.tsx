import type { SVGProps } from 'react';

/** `@theme/Icon/Copy`: two overlapping sheets. */
export default function IconCopy(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M9 8h11v13H9zM5 16H4V3h11v1" />
    </svg>
  );
}

import type { SVGProps } from 'react';

/** `@theme/Icon/Success`: a tick. */
export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}

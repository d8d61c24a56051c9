import type { SVGProps } from 'react';

/** `@theme/Icon/ExternalLink`: the arrow-out-of-a-box icon beside a link that opens another site. */
export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-label="(opens in new tab)" {...props}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

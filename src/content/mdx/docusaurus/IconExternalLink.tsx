import type { SVGProps } from 'react';

/** `@theme/Icon/ExternalLink`: the arrow-out-of-a-box icon beside a link that opens another site. */
export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-label="(opens in new tab)" {...props}>
      <path fill="currentColor" d="M2 5h9v2H4v13h13v-7h2v9H2zM14 2h8v8h-2V5.4l-8.3 8.3-1.4-1.4L18.6 4H14z" />
    </svg>
  );
}

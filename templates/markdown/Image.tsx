import type { ComponentPropsWithoutRef } from 'react';

/** Content images never block rendering; the images plugin adds width, height and srcset. */
export function Image({ alt = '', ...props }: ComponentPropsWithoutRef<'img'>) {
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}

import type { CSSProperties } from 'react';

/** What an image import gives: its URL, or a module or object holding it. */
type ImageSource = string | { default?: ImageSource; src?: ImageSource };

export interface IdealImageProps {
  img: ImageSource;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  width?: number;
  height?: number;
}

function urlOf(source: ImageSource | undefined): string | undefined {
  if (source === undefined || typeof source === 'string') return source;
  return urlOf(source.default ?? source.src);
}

/** Docusaurus's responsive image component: a plain image here (the images plugin makes it responsive). */
export function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  return <img src={urlOf(img)} alt={alt} {...rest} />;
}

import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

/**
 * One image per colour mode, both in the HTML (readers without JavaScript, and the build, do not
 * know the mode): the theme's CSS shows the one of the current mode (`themed-image--light/dark`).
 */
export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={[className, 'themed-image', `themed-image--${mode}`].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}

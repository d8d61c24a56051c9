import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './classNames.js';

/** `@theme/CodeBlock/Buttons/Button`: a plain button (Infima's `clean-btn`) for the block's buttons. */
export default function CodeBlockButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={classNames('clean-btn', className)} />;
}

import type { ElementType, HTMLAttributes } from 'react';
import { classNames } from './classNames.js';

export type CodeBlockContainerProps = { as: ElementType } & HTMLAttributes<HTMLElement>;

/** `@theme/CodeBlock/Container`: the block's frame, as the element `as` names, with docsgen's `code-block` class. */
export default function CodeBlockContainer({ as: As, ...props }: CodeBlockContainerProps) {
  return <As {...props} className={classNames(props.className, 'code-block', 'theme-code-block')} />;
}

import type { ReactNode } from 'react';
import { classNames } from './classNames.js';
import CodeBlockContainer from './CodeBlockContainer.js';
import { usePart } from './codeBlockParts.js';

/** `@theme/CodeBlock/Content/Element`: a block whose children are elements, not text (`<pre><Comp/></pre>`): shown as they are, not highlighted. */
export default function CodeBlockElement({ children, className }: { children?: ReactNode; className?: string }) {
  const Container = usePart('CodeBlock/Container', CodeBlockContainer);
  return (
    <Container as="pre" tabIndex={0} className={classNames(className, 'code-block__pre')}>
      <code>{children}</code>
    </Container>
  );
}

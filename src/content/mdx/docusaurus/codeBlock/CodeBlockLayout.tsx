import { classNames } from './classNames.js';
import CodeBlockButtons from './CodeBlockButtons.js';
import CodeBlockContainer from './CodeBlockContainer.js';
import CodeBlockContent from './CodeBlockContent.js';
import { useCodeBlockContext } from './CodeBlockContext.js';
import { usePart } from './codeBlockParts.js';
import CodeBlockTitle from './CodeBlockTitle.js';

/** `@theme/CodeBlock/Layout`: the frame, the title when there is one, the code and its buttons (each part the site's when swizzled). */
export default function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const Container = usePart('CodeBlock/Container', CodeBlockContainer);
  const Title = usePart('CodeBlock/Title', CodeBlockTitle);
  const Content = usePart('CodeBlock/Content', CodeBlockContent);
  const Buttons = usePart('CodeBlock/Buttons', CodeBlockButtons);
  return (
    <Container as="div" className={classNames(className, metadata.className, metadata.title ? 'code-block--titled' : undefined)}>
      {metadata.title ? (
        <div className="code-block__title codeBlockTitle">
          <Title>{metadata.title}</Title>
        </div>
      ) : null}
      <div className="code-block__content">
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}

import BrowserOnly from '../BrowserOnly.js';
import { classNames } from './classNames.js';
import CodeBlockCopyButton from './CodeBlockCopyButton.js';
import CodeBlockWordWrapButton from './CodeBlockWordWrapButton.js';
import { usePart } from './codeBlockParts.js';

/** `@theme/CodeBlock/Buttons`: the word wrap and copy buttons, in the browser only (they need JavaScript; the build leaves them out). */
export default function CodeBlockButtons({ className }: { className?: string }) {
  const WordWrapButton = usePart('CodeBlock/Buttons/WordWrapButton', CodeBlockWordWrapButton);
  const CopyButton = usePart('CodeBlock/Buttons/CopyButton', CodeBlockCopyButton);
  return (
    <BrowserOnly>
      {() => (
        <div className={classNames(className, 'code-block__buttons')}>
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}

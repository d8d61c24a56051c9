import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '../Translate.js';
import CodeBlockButton from './CodeBlockButton.js';
import { classNames } from './classNames.js';
import { useCodeBlockContext } from './CodeBlockContext.js';
import { usePart } from './codeBlockParts.js';

/**
 * `@theme/CodeBlock/Buttons/CopyButton`: copies the block's `metadata.code` (the code without its
 * magic comment lines; a wrapper may give its own through CodeBlockContextProvider) and says
 * "Copied" for a second. Drawn as docsgen's copy button.
 */
export default function CodeBlockCopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copy = useCallback(() => {
    void navigator.clipboard.writeText(metadata.code).then(() => {
      setIsCopied(true);
      window.clearTimeout(timeout.current);
      timeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [metadata.code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const Button = usePart('CodeBlock/Buttons/Button', CodeBlockButton);
  const label = isCopied ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' }) : translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  return (
    <Button
      aria-label={isCopied ? label : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })}
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={classNames(className, 'code-block__copy', isCopied && 'code-block__copy--copied')}
      onClick={copy}
    >
      <span className="code-block__copy-label">{label}</span>
    </Button>
  );
}

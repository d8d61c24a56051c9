import { translate } from '../Translate.js';
import CodeBlockButton from './CodeBlockButton.js';
import { classNames } from './classNames.js';
import { useCodeBlockContext } from './CodeBlockContext.js';
import { usePart } from './codeBlockParts.js';
import IconWordWrap from './IconWordWrap.js';

/** `@theme/CodeBlock/Buttons/WordWrapButton`: wraps or unwraps the block's lines; shown only when they are wrapped or wider than the block. */
export default function CodeBlockWordWrapButton({ className }: { className?: string }) {
  const { wordWrap } = useCodeBlockContext();
  const Button = usePart('CodeBlock/Buttons/Button', CodeBlockButton);
  const Icon = usePart('Icon/WordWrap', IconWordWrap);
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <Button onClick={() => wordWrap.toggle()} className={classNames(className, 'code-block__wrap', wordWrap.isEnabled && 'code-block__wrap--enabled')} aria-label={title} title={title}>
      <Icon className="code-block__wrap-icon" aria-hidden="true" />
    </Button>
  );
}

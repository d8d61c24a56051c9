import { useContext, type HTMLAttributes } from 'react';
import { classNames as joinClasses } from './classNames.js';
import { useCodeBlockContext } from './CodeBlockContext.js';
import CodeBlockLineToken from './CodeBlockLineToken.js';
import { LineIndexContext, usePart, type CodeToken } from './codeBlockParts.js';

type LineProps = HTMLAttributes<HTMLSpanElement>;

export interface CodeBlockLineProps {
  line: CodeToken[];
  classNames?: string[] | undefined;
  showLineNumbers: boolean;
  getLineProps: (input: { line: CodeToken[]; className?: string | undefined }) => LineProps;
  getTokenProps: (input: { token: CodeToken; className?: string | undefined }) => LineProps & { children: string };
}

/**
 * `@theme/CodeBlock/Line`: one line of a block, rendered only when the site swizzled it or its
 * `Line/Token` (docsgen's highlighter writes the lines otherwise). Its markup is docsgen's highlighted
 * line (`span.line`, `line--highlighted`, `data-line`, styled by code.css) ending in its newline.
 */
export default function CodeBlockLine({ line, classNames, showLineNumbers, getLineProps, getTokenProps }: CodeBlockLineProps) {
  const { metadata } = useCodeBlockContext();
  const Token = usePart('CodeBlock/Line/Token', CodeBlockLineToken);
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
  const highlighted = classNames?.includes('theme-code-block-highlighted-line');
  const marked = classNames?.some((name) => name !== 'theme-code-block-highlighted-line');
  const index = useContext(LineIndexContext);
  const lineProps = getLineProps({ line: tokens, className: joinClasses('line', highlighted && 'line--highlighted', marked && 'line--marked', ...(classNames ?? [])) });
  return (
    <>
      <span {...lineProps} {...(showLineNumbers ? { 'data-line': String((metadata.lineNumbersStart ?? 1) + index) } : {})}>
        {tokens.map((token, key) => {
          const props = getTokenProps({ token });
          return (
            <Token key={key} {...props} line={tokens} token={token}>
              {props.children}
            </Token>
          );
        })}
      </span>
      {'\n'}
    </>
  );
}


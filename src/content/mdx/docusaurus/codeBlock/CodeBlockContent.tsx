import { useContext, useState, type HTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import { useCodeBlockContext } from './CodeBlockContext.js';
import type { CodeBlockMetadata } from './codeBlockMetadata.js';
import CodeBlockLine, { type CodeBlockLineProps } from './CodeBlockLine.js';
import { CodeTokensContext, FencePositionContext, LineIndexContext, useHasPart, usePart, type CodeToken } from './codeBlockParts.js';

/** What the page's HTML holds of a block the build highlighted: the `pre`'s and `code`'s attributes as React props, the code's HTML. */
interface BuiltBlock {
  pre: Record<string, string | number>;
  code: Record<string, string>;
  html: string;
}

/**
 * `@theme/CodeBlock/Content`: the block's `pre > code`. The build highlights it after the render
 * (docsgen's highlighter runs at build time, with the fence's options: the code as written and its
 * `metastring`), so the build renders the code as text with a key; in the browser the block takes
 * the highlighted HTML the page holds under that key, so hydrating keeps it and no highlighter loads.
 */
export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const key = codeBlockKey(metadata);
  const [built] = useState(() => builtBlock(key));
  // At build time only: the fence's place, which the build reads and removes (see restoreFromHtml).
  const position = useContext(FencePositionContext);
  const tokenize = useContext(CodeTokensContext);
  const Line = usePart('CodeBlock/Line', CodeBlockLine);
  const [ownLine, ownToken] = [useHasPart('CodeBlock/Line'), useHasPart('CodeBlock/Line/Token')];
  const ownLines = ownLine || ownToken;
  if (built) {
    return (
      <pre {...built.pre} ref={wordWrap.codeBlockRef}>
        <code {...built.code} dangerouslySetInnerHTML={{ __html: built.html }} />
      </pre>
    );
  }
  // The site's Line or Token renders the lines, from the build's tokens: the highlighter leaves them (data-docsgen-lines).
  if (ownLines && tokenize) {
    const numbered = metadata.lineNumbersStart !== undefined;
    return (
      <pre className={classNames(className)} data-code-block={key} data-docsgen-pos={position} tabIndex={0} ref={wordWrap.codeBlockRef}>
        <code className={`language-${metadata.language}`} data-meta={metadata.metastring || undefined} data-docsgen-lines="" style={numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined}>
          {tokenize(metadata.code, metadata.language).map((line, index) => (
            <LineIndexContext.Provider key={index} value={index}>
              <Line line={line} classNames={metadata.lineClassNames[index]} showLineNumbers={numbered} getLineProps={getLineProps} getTokenProps={getTokenProps} />
            </LineIndexContext.Provider>
          ))}
        </code>
      </pre>
    );
  }
  const written = metadata.metastring !== undefined || metadata.codeInput !== metadata.code;
  const meta = written ? metadata.metastring : fenceOptions(metadata);
  return (
    <pre className={classNames(className)} data-code-block={key} data-docsgen-pos={position} tabIndex={0} ref={wordWrap.codeBlockRef}>
      <code className={`language-${metadata.language}`} data-meta={meta || undefined}>
        {written ? metadata.codeInput : metadata.code}
      </code>
    </pre>
  );
}

/** prism-react-renderer's `getLineProps`: the line's classes after `token-line`. */
const getLineProps: CodeBlockLineProps['getLineProps'] = ({ className }) => ({ className: classNames('token-line', className) });

/** prism-react-renderer's `getTokenProps`: `token` and the token's types as classes (then docsgen's colour class), its text as children. */
const getTokenProps: CodeBlockLineProps['getTokenProps'] = ({ token, className }: { token: CodeToken; className?: string | undefined }) => ({
  className: classNames('token', ...token.types, token.role, className),
  children: token.content,
});

/** The options a block made without a fence (`<CodeBlock title showLineNumbers>`) has, as a fence would write them. */
function fenceOptions(metadata: CodeBlockMetadata): string {
  const title = typeof metadata.title === 'string' && metadata.title ? `title=${JSON.stringify(metadata.title)}` : '';
  const numbers = metadata.lineNumbersStart === undefined ? '' : metadata.lineNumbersStart === 1 ? 'showLineNumbers' : `showLineNumbers=${metadata.lineNumbersStart}`;
  return [title, numbers].filter(Boolean).join(' ');
}

/** A short key of what decides a block's highlighted HTML (FNV-1a of language, options and code), the same at build time and in the browser. */
export function codeBlockKey(metadata: Pick<CodeBlockMetadata, 'language' | 'metastring' | 'codeInput'>): string {
  const text = `${metadata.language}\n${metadata.metastring ?? ''}\n${metadata.codeInput}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** In the browser, the block of this key as the page's HTML holds it; nothing at build time. */
function builtBlock(key: string): BuiltBlock | undefined {
  if (typeof document === 'undefined') return undefined;
  const pre = document.querySelector(`pre[data-code-block="${key}"]`);
  const code = pre?.querySelector(':scope > code');
  if (!pre || !code) return undefined;
  return { pre: reactProps(pre), code: reactProps(code) as Record<string, string>, html: code.innerHTML };
}

function reactProps(element: Element): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const { name, value } of element.attributes) {
    if (name === 'class') props.className = value;
    else if (name === 'tabindex') props.tabIndex = Number(value);
    else if (name === 'style') continue;
    else props[name] = value;
  }
  return props as HTMLAttributes<HTMLElement> as Record<string, string | number>;
}

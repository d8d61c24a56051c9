import type { HTMLAttributes } from 'react';
import type { CodeToken } from './codeBlockParts.js';

/** `@theme/CodeBlock/Line/Token`: one token of a line, a span with what `getTokenProps` gave (a site swizzles it to change a token). */
export default function CodeBlockLineToken({ line: _line, token: _token, ...props }: HTMLAttributes<HTMLSpanElement> & { line: CodeToken[]; token: CodeToken }) {
  return <span {...props} />;
}

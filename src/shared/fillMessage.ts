import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A message's `{name}` placeholders filled from `values`, text or elements (Docusaurus's
 * `<Translate values>`): a string when every part is text, else the parts in one fragment.
 */
export function fillMessage(message: string, values: Readonly<Record<string, ReactNode>> | undefined): ReactNode {
  if (!values) return message;
  const parts = message
    .split(/(\{\w+\})/g)
    .filter((part) => part !== '')
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key !== undefined && key in values ? values[key] : part;
    });
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : createElement(Fragment, null, ...parts);
}

import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** `{name}` placeholders filled from `values`; the text itself as written (docsgen has one locale). */
function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/g).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : <>{parts}</>;
}

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children ?? '', values)}</>;
}

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message, values as Values));
}

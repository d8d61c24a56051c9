import type { ReactNode } from 'react';

/** `@theme/CodeBlock/Title`: the title as given (a part to swizzle). */
export default function CodeBlockTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

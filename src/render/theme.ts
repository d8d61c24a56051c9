import type { ComponentType } from 'react';
import type { PageKind } from '../shared/types.js';
import type { AppProps } from '../../templates/App.js';
import type { DocumentProps } from '../../templates/Document.js';
import type { PageProps } from '../../templates/pageProps.js';

/** The contract between the build and a theme folder's `server.ts`. */
export interface Theme {
  App: ComponentType<AppProps>;
  Document: ComponentType<DocumentProps>;
  markdownComponents: Record<string, ComponentType<never>>;
  pages: Record<PageKind, ComponentType<PageProps>>;
}

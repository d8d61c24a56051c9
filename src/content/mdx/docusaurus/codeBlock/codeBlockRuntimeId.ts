/** The id by which a page's bundle imports the code block runtime (left external; see renderPageModule and codeBlockRuntime). */
export const CODE_BLOCK_RUNTIME = 'docsgen:code-block-runtime';

/** The island prop that carries a code block's text children to the browser (see islandServer's textChildren and withTextChildren). */
export const ISLAND_TEXT_PROP = 'docsgenText';

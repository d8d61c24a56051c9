import { CodeBlock } from './CodeBlock.js';
import { heading } from './Heading.js';
import { Image } from './Image.js';
import { Table } from './Table.js';

/** The components rehype-react renders Markdown elements into. */
export const markdownComponents = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  pre: CodeBlock,
  table: Table,
  img: Image,
};

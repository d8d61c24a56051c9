import { describe, expect, it } from 'vitest';
import { infimaCss } from '../../src/client/infimaCss.js';
import { sourceMarkup } from '../../src/client/sourceMarkup.js';

describe('sourceMarkup', () => {
  it("names a component's JSX tags and the words of its quoted strings, so infimaCss keeps the rules it can use", () => {
    const source = `export default function NotFound({ className }) {
  return (
    <main className={clsx("container margin-vert--xl", className)}>
      <div className='row'><div className={\`col col--8 \${styles.x}\`}><h1>Lost</h1></div></div>
    </main>
  );
}`;
    const markup = sourceMarkup(source);
    const classes = /class="([^"]*)"/.exec(markup)![1]!.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['container', 'margin-vert--xl', 'row', 'col', 'col--8']));
    expect(markup).toContain('<main><div><div><h1>');
    const css = infimaCss([markup]);
    expect(css).toMatch(/\.row\{/);
    expect(css).toMatch(/\.col--8\{/);
    expect(css).toMatch(/\.margin-vert--xl\{/);
    expect(css).not.toMatch(/\.navbar\{/);
  });
});

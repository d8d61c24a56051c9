import { describe, expect, it } from 'vitest';
import { htmlIds } from '../../src/content/htmlIds.js';

describe('htmlIds', () => {
  it("reads every element's id and an <a>'s name, decoded, from tags only", () => {
    const html = [
      '<h2 id="setup" class="anchor">Setup<a class="hash-link" href="#setup">#</a></h2>',
      "<p data-x='1' id='single'>x</p>",
      '<a name="legacy"></a><a id="both" name="other-name"></a><div name="not-an-anchor"></div>',
      '<span id="a&amp;b &quot;c&quot; &#x27;d&#39;"></span>',
      // Text is escaped: a code sample's markup is no element.
      '<pre><code>&lt;div id="sample">x&lt;/div> id="loose"</code></pre>',
      '<!-- <div id="commented"></div> --><script>const s = \'<b id="scripted">\';</script><style>#styled{}</style>',
      '<input id=bare disabled><br/><img src="x.png" id="image"/>',
    ].join('\n');
    expect(htmlIds(html)).toEqual(['setup', 'single', 'legacy', 'both', 'other-name', 'a&b "c" \'d\'', 'bare', 'image']);
  });

  it('finds none in text without tags', () => {
    expect(htmlIds('plain id="x" text')).toEqual([]);
  });
});

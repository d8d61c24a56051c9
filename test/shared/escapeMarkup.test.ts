import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText } from '../../src/shared/escapeMarkup.js';

describe('escapeText and escapeAttribute', () => {
  it('text: &, < and > become references, quotes stay; an attribute value escapes " too', () => {
    expect(escapeText(`a & b <i>"x"</i>`)).toBe('a &amp; b &lt;i&gt;"x"&lt;/i&gt;');
    expect(escapeAttribute(`a & b <i>"x"</i>`)).toBe('a &amp; b &lt;i&gt;&quot;x&quot;&lt;/i&gt;');
  });

  it('escapes a reference once: &amp; stays readable as the text "&amp;"', () => {
    expect(escapeText('&amp;')).toBe('&amp;amp;');
    expect(escapeAttribute("it's")).toBe("it's");
  });
});

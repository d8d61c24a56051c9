import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { asElement, mayHaveBlockDirective } from './directiveHelpers.js';

/**
 * `::youtube{id="…" start="65" title="…"}` → a link card. Nothing loads from YouTube until the
 * reader clicks, which keeps pages fast and private.
 */
export function remarkYoutube() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirective(file, 'youtube')) return;
    visit(tree, 'leafDirective', (node: LeafDirective) => {
      if (node.name !== 'youtube') return;
      const id = node.attributes?.id;
      if (!id || !/^[\w-]{6,20}$/.test(id)) file.fail('`::youtube` needs a video id: ::youtube{id="CUNDpURFx4U"}', node);
      const start = Number(node.attributes?.start ?? 0);
      const title = node.attributes?.title ?? 'Watch the video';
      const href = `https://www.youtube.com/watch?v=${id}${start > 0 ? `&t=${start}s` : ''}`;
      const minutes = `${Math.floor(start / 60)}:${String(start % 60).padStart(2, '0')}`;
      node.children = [
        { type: 'text', value: '▶ ', data: { hName: 'span', hProperties: { className: ['video-link__icon'], ariaHidden: 'true' } } } as never,
        { type: 'text', value: title, data: { hName: 'span', hProperties: { className: ['video-link__title'] } } } as never,
        {
          type: 'text',
          value: start > 0 ? `YouTube, from ${minutes}` : 'YouTube',
          data: { hName: 'span', hProperties: { className: ['video-link__meta'] } },
        } as never,
      ];
      asElement(node, 'a', { className: ['video-link'], href, target: '_blank', rel: 'noopener noreferrer' });
    });
  };
}

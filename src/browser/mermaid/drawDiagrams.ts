import { MERMAID_TAG, type MermaidSettings } from '../../shared/mermaid.js';

/** What the diagram script uses of Mermaid (its ES module's default export). */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

const DIAGRAM_CLASS = 'docsgen-mermaid__diagram';
const DIAGRAM_ID_PREFIX = 'docsgen-mermaid-';
/** Docusaurus's container class, which sites' CSS may target. */
const DOCUSAURUS_CLASS = 'docusaurus-mermaid-container';

/**
 * The diagram script (its own small bundle, loaded only by pages with a `<docsgen-mermaid>`, see
 * renderPage): loads Mermaid once, draws each diagram in the colour mode's Mermaid theme beside
 * its source (then hidden), draws them again when the colour mode changes, and draws those a
 * client navigation brings in. A diagram Mermaid cannot draw keeps its source shown.
 */
export function drawDiagrams(settings: MermaidSettings, load: () => Promise<{ default: MermaidApi }>): void {
  let mermaid: Promise<MermaidApi> | undefined;
  // Mermaid is one mutable singleton (initialize sets the theme for the next renders): one render at a time.
  let queue: Promise<unknown> = Promise.resolve();
  let count = 0;
  const sources = new WeakMap<Element, string>();
  const mode = (): 'light' | 'dark' => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

  const draw = (element: HTMLElement) => {
    const wanted = mode();
    if (element.dataset.mermaidMode === wanted) return;
    element.dataset.mermaidMode = wanted;
    const source = sources.get(element) ?? element.querySelector('pre')?.textContent ?? '';
    sources.set(element, source);
    queue = queue.then(async () => {
      // Changed again while it waited: the later call draws it.
      if (element.dataset.mermaidMode !== wanted || !element.isConnected) return;
      const id = `${DIAGRAM_ID_PREFIX}${++count}`;
      try {
        const api = await (mermaid ??= load().then((module) => module.default));
        api.initialize({ startOnLoad: false, ...settings.options, theme: settings.theme[wanted] });
        const { svg, bindFunctions } = await api.render(id, source);
        if (element.dataset.mermaidMode !== wanted) return;
        let diagram = [...element.children].find((child) => child.classList.contains(DIAGRAM_CLASS)) as HTMLElement | undefined;
        if (!diagram) {
          diagram = document.createElement('div');
          diagram.className = `${DIAGRAM_CLASS} ${DOCUSAURUS_CLASS}`;
          element.append(diagram);
        }
        diagram.innerHTML = svg;
        bindFunctions?.(diagram);
        // Inline, not `hidden` alone: a theme's `.code-block { display: … }` would show it again.
        for (const child of element.children) if (child !== diagram) (child as HTMLElement).style.display = 'none';
        element.dataset.mermaidState = 'drawn';
      } catch (error) {
        // What Mermaid leaves in the document on a failed render.
        document.getElementById(`d${id}`)?.remove();
        element.dataset.mermaidState = 'failed';
        console.error('docsgen: a Mermaid diagram could not be drawn', error);
      }
    });
  };

  const drawAll = () => {
    for (const element of document.querySelectorAll<HTMLElement>(MERMAID_TAG)) draw(element);
  };
  addStyle();
  drawAll();
  // The colour mode's theme: drawn again when the mode changes.
  new MutationObserver(drawAll).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // Diagrams a client navigation brings in.
  new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.localName === MERMAID_TAG || node.querySelector(MERMAID_TAG))))) drawAll();
  }).observe(document.body, { childList: true, subtree: true });
}

/** A custom element is inline: the diagram's box is a block, the SVG no wider than the page. */
function addStyle(): void {
  const style = document.createElement('style');
  style.textContent = `${MERMAID_TAG}{display:block}.${DIAGRAM_CLASS}{max-width:100%;margin-bottom:var(--ifm-leading,1.25rem)}.${DIAGRAM_CLASS}>svg{max-width:100%}`;
  document.head.append(style);
}

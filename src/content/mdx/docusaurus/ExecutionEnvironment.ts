import { canUseDOM } from './siteContext.js';

/** Docusaurus's ExecutionEnvironment: all false while the build renders. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};

export default ExecutionEnvironment;

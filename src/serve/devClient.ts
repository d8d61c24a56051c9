export const EVENTS_PATH = '/__docsgen/events';

/**
 * Injected into every page by `serve --watch`: listens for rebuilds over Server-Sent Events,
 * refreshes the page in place after content edits (a full reload, keeping the scroll position,
 * after theme or config edits), and shows build errors in an overlay.
 */
export const devClientScript = `<script>(function(){
var KEY='docsgen.dev.scroll';
try{var saved=JSON.parse(sessionStorage.getItem(KEY)||'null');sessionStorage.removeItem(KEY);
if(saved&&saved.path===location.pathname){var restore=function(){window.scrollTo(0,saved.y)};if(document.readyState==='complete')restore();else addEventListener('load',restore);}}catch(e){}
var es=new EventSource('${EVENTS_PATH}');
function hardReload(){try{sessionStorage.setItem(KEY,JSON.stringify({path:location.pathname,y:window.scrollY}))}catch(e){}location.reload();}
es.addEventListener('reload',function(event){var soft=JSON.parse(event.data).soft;var box=document.getElementById('docsgen-error-overlay');if(box)box.remove();
if(soft&&window.__docsgenDev){window.__docsgenDev.refresh().catch(hardReload);}else hardReload();});
es.addEventListener('build-error',function(event){var message=JSON.parse(event.data).message;var box=document.getElementById('docsgen-error-overlay');
if(!box){box=document.createElement('div');box.id='docsgen-error-overlay';box.setAttribute('role','alert');
box.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(20,20,24,.92);color:#ffd7d7;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:48px;overflow:auto;white-space:pre-wrap';
document.body.appendChild(box);}
box.textContent='docsgen: the last edit broke the build. Fix it and the page reloads.\\n\\n'+message;});
})();</script>`;

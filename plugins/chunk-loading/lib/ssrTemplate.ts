/**
 * The HTML template of every built page (`ssrTemplate` in docusaurus.config.ts): Docusaurus's own
 * template, except that the entry scripts run after the page's first paint.
 *
 * With `<script defer>`, the browser runs the entry chunk as soon as the document is parsed, and
 * on a fast connection that often comes before the first frame: the page's text then waits for
 * the entry chunk's evaluation before it is painted (and Lighthouse counts the entry chunk's
 * download in the page's LCP: up to 2.2 s instead of 1.2 to 1.4 s on the longest configuration page).
 * Here the entry scripts are fetched from the start (`<link rel=preload>`, as early as before, and
 * at the low priority the browser gives `defer` scripts: at High, the preloads shared a slow
 * connection with the document and Lighthouse's FCP on that page went from 0.9 to 1.15 s) and run
 * after the first frame has been painted, in document order, so the server-rendered page is on
 * screen before any script works on it.
 */

/**
 * Runs the entry scripts, the page's `<link rel=preload data-entry>` (the template below writes one
 * per entry script; other script preloads are left alone), in document order, after the first paint.
 * - After the first contentful paint has reached the screen: Paint Timing reports it once the
 *   frame is presented, some 10 to 40 ms after the frame was drawn, so waiting for drawn frames
 *   (animation frames) was not enough.
 * - Without Paint Timing, after two animation frames and 200 ms.
 * - A page hidden while it loads (a background tab) paints nothing: it runs them as soon as it is hidden.
 * - `async = false` keeps inserted scripts in insertion order (the runtime before the entry chunk).
 * ES5, since it runs before anything else of the site. Added by the plugin's `injectHtmlTags` at
 * the end of <body>, after everything the scripts hydrate.
 */
export const ENTRY_SCRIPTS_LOADER =
  '(function(){var d=document,done=false;' +
  "function run(){if(done)return;done=true;var l=d.querySelectorAll('link[data-entry]');for(var i=0;i<l.length;i++){var e=d.createElement('script');e.src=l[i].href;e.async=false;d.head.appendChild(e)}}" +
  "function hidden(){if(d.visibilityState==='hidden')run()}" +
  "function start(){hidden();d.addEventListener('visibilitychange',hidden);" +
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(run,0)}).observe({type:'paint',buffered:true})}catch(x){}" +
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,200)})})}' +
  "if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',start)}else{start()}})();";

/**
 * Docusaurus 3's default template (`@docusaurus/core`'s `ssg/ssgTemplate.html`, Eta syntax, with
 * the variables its docs list for `ssrTemplate`), with the `<script defer>` loop replaced by
 * preloads, which the loader above runs. Written without white space and without the generator meta
 * tag: the site config, this string with it, is part of every page's entry chunk (0.2 kB gzip).
 */
export const SSR_TEMPLATE =
  '<!DOCTYPE html><html <%~it.htmlAttributes%>><head><meta charset="UTF-8"><%~it.metaAttributes.join("")%><%~it.headTags%>' +
  '<%it.stylesheets.forEach(s=>{%><link rel="stylesheet" href="<%=it.baseUrl+s%>"><%})%>' +
  '<%it.scripts.forEach(s=>{%><link rel="preload" as="script" fetchpriority="low" data-entry href="<%=it.baseUrl+s%>"><%})%></head>' +
  '<body <%~it.bodyAttributes%>><%~it.preBodyTags%><div id="__docusaurus"><%~it.appHtml%></div><%~it.postBodyTags%></body></html>';

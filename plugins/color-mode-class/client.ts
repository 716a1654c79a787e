import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function syncDarkClass(): void {
  const root = document.documentElement;
  // With `force`, toggle writes the class attribute only on a mismatch: no loop with the observer.
  root.classList.toggle('dark', root.getAttribute('data-theme') === 'dark');
}

if (ExecutionEnvironment.canUseDOM) {
  syncDarkClass();
  // `class` too: when the page hydrates, Docusaurus's head manager rewrites <html>'s class
  // attribute with the page's classes, which dropped the `dark` class the <head> script set.
  new MutationObserver(syncDarkClass).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class'],
  });
}

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function syncDarkClass(): void {
  const root = document.documentElement;
  const dark = root.getAttribute('data-theme') === 'dark';
  // Only on a mismatch, so that setting the class does not wake the observer again.
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
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

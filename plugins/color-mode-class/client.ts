import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function syncDarkClass(): void {
  const root = document.documentElement;
  root.classList.toggle('dark', root.getAttribute('data-theme') === 'dark');
}

if (ExecutionEnvironment.canUseDOM) {
  syncDarkClass();
  new MutationObserver(syncDarkClass).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

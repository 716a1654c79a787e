import { slugify } from './slugify.js';

export function makeLink(title) {
  return { title, href: `/posts/${slugify(title)}/` };
}

export async function loadGlossary() {
  const { default: glossary } = await import(/* webpackChunkName: "glossary" */ './glossary.js');
  return glossary;
}

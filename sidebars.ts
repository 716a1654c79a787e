import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { PRINTABLE_SECTIONS } from './plugins/content-model';
import { sectionSidebar } from './plugins/content-model/lib/sidebar';
import { contentModel } from './plugins/content-model/lib/model';

/**
 * One sidebar per docs section, generated from the content index (index page
 * first, then by group, sort and title; printable pages left out).
 */
const index = contentModel(__dirname);
const printable: readonly string[] = PRINTABLE_SECTIONS;

const sidebars: SidebarsConfig = Object.fromEntries(
  index.children
    .filter((child) => child.type === 'directory' && child.name !== 'blog')
    .map((section) => [
      section.name,
      section.type === 'directory' ? sectionSidebar(section, { printable: printable.includes(section.name) }) : [],
    ]),
);

export default sidebars;

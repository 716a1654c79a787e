import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { PRINTABLE_SECTIONS } from './plugins/content-model';
import { sectionSidebar } from './plugins/content-model/lib/sidebar';
import { contentModel } from './plugins/content-model/lib/model';
import { versionSections } from './plugins/content-model/lib/tree';

/**
 * One sidebar per docs section of the current version (webpack 5), generated from the content
 * index (index page first, then by group, sort and title; printable pages left out). Older
 * versions' sidebars (versioned_sidebars/) are generated from the same model by the docs plugin's
 * sidebarItemsGenerator (docusaurus.config.ts).
 */
const index = contentModel(__dirname);
const printable: readonly string[] = PRINTABLE_SECTIONS;

const sidebars: SidebarsConfig = Object.fromEntries(
  versionSections(index).map((section) => [
    section.name,
    sectionSidebar(section, { printable: printable.includes(section.name) }),
  ]),
);

export default sidebars;

/**
 * `markdown.parseFrontMatter` for docusaurus.config.ts (a documented config hook): Docusaurus's own
 * parse, then, for a docs page, the content model's checked data in place of the raw fields it
 * owns (lib/pageData.ts). Blog posts and files the model does not cover are left as parsed.
 */
import type { ParseFrontMatter } from '@docusaurus/types';
import { modelPage } from './lib/model';
import { withPageData } from './lib/pageData';

export function parseFrontMatterWithModel(siteDir: string): ParseFrontMatter {
  return async ({ filePath, fileContent, defaultParseFrontMatter }) => {
    const parsed = await defaultParseFrontMatter({ filePath, fileContent });
    const page = modelPage(siteDir, filePath);
    if (!page || page.path.startsWith('blog/')) return parsed;
    return { ...parsed, frontMatter: withPageData(parsed.frontMatter, page) };
  };
}

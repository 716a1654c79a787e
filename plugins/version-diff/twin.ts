/**
 * The version notes for the Markdown twins (plugins/llms): the same notes the remark plugin puts
 * on the rendered page, inserted after the same headings, as Markdown.
 */
import { headingText } from '../content-model/lib/markdown';
import { loadVersionDiff } from './lib/load';
import { annotateMarkdown, noteForHeading, versionOfSource } from './lib/notes';

export function versionNotesAnnotator(siteDir: string) {
  return (
    page: { path: string },
    markdown: string,
    rewriteLink: (target: string) => string,
  ): string => {
    const version = versionOfSource(page.path);
    if (version === undefined) return markdown;
    const { notes } = loadVersionDiff(siteDir);
    return annotateMarkdown(
      markdown,
      (title) => noteForHeading(notes, version, title),
      headingText,
      rewriteLink,
    );
  };
}

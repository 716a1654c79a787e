/**
 * The llms plugin: lifecycle only. It reads the content model, computes every
 * Markdown twin, /llms.txt and /llms-full.txt while loading (so a page that
 * cannot be written as Markdown fails the build early, naming file and line),
 * writes them beside the HTML after the build and reports their sizes.
 * Under `docusaurus start` the files are written to a generated folder that
 * the dev server serves, so 'Copy page' works there too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentModel } from '../content-model/lib/model';
import { generateLlmsFiles, type GeneratedFile, type LlmsFiles } from './lib/generate';
import { siteRoot } from './lib/urls';
import { versionNotesAnnotator } from '../version-diff/twin';

function writeFiles(dir: string, files: readonly GeneratedFile[]): void {
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
}

const allFiles = (files: LlmsFiles) => [files.llmsTxt, files.llmsFull, ...files.twins];

export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export default function llmsPlugin(context: LoadContext): Plugin<LlmsFiles> {
  const { siteDir, siteConfig, generatedFilesDir } = context;
  const devDir = path.join(generatedFilesDir, 'llms');
  const isDevelopment = process.env.NODE_ENV !== 'production';
  return {
    name: 'llms',

    getPathsToWatch() {
      return [
        path.join(siteDir, 'docs/**/*.{md,mdx}'),
        path.join(siteDir, 'versioned_docs/**/*.{md,mdx}'),
        path.join(siteDir, 'blog/**/*.{md,mdx}'),
      ];
    },

    async loadContent() {
      // The one content model of this build (shared with the sidebars and the content-model plugin).
      const index = contentModel(siteDir);
      return generateLlmsFiles(index, {
        title: siteConfig.title,
        summary:
          (siteConfig.customFields?.defaultDescription as string | undefined) ?? siteConfig.tagline,
        defaultDescription:
          (siteConfig.customFields?.defaultDescription as string | undefined) ?? '',
        root: siteRoot(siteConfig.url, siteConfig.baseUrl),
        readSource: (sitePath) => fs.readFileSync(path.join(siteDir, sitePath), 'utf8'),
        // The version notes the remark plugin adds to configuration pages, in the twins too.
        annotate: versionNotesAnnotator(siteDir),
      });
    },

    async contentLoaded({ content }) {
      if (!isDevelopment) return;
      fs.rmSync(devDir, { recursive: true, force: true });
      writeFiles(devDir, allFiles(content));
    },

    configureWebpack(_config, isServer) {
      if (isServer || !isDevelopment) return {};
      // Merged into the dev server's options by `docusaurus start` (its `static` list is concatenated).
      return {
        devServer: {
          static: [{ publicPath: siteConfig.baseUrl, directory: devDir, watch: false }],
        },
      } as object;
    },

    async postBuild({ content, outDir }) {
      writeFiles(outDir, allFiles(content));
      const size = (file: GeneratedFile) => formatSize(Buffer.byteLength(file.content));
      console.log(
        `[llms] ${content.llmsTxt.path} ${size(content.llmsTxt)}, ${content.llmsFull.path} ${size(content.llmsFull)}, ` +
          `${content.twins.length} Markdown twins (index.md beside each page)`,
      );
    },
  };
}

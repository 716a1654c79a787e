/**
 * The files of examples/home/, imported verbatim (plugins/raw-source): the
 * home page shows exactly what tests/examples/home.test.ts builds with webpack.
 */
import indexSource from '@site/examples/home/src/index.js?raw';
import greetingSource from '@site/examples/home/src/greeting.js?raw';
import configSource from '@site/examples/home/webpack.config.js?raw';
import pageSource from '@site/examples/home/page.html?raw';
import outputText from '@site/examples/home/output.txt?raw';

export interface ExampleFile {
  /** Path inside examples/home/, shown as the code block's title. */
  file: string;
  language: 'js' | 'html';
  source: string;
}

/** "Write Your Code": the modules. */
export const WRITE_YOUR_CODE: readonly ExampleFile[] = [
  { file: 'src/index.js', language: 'js', source: indexSource },
  { file: 'src/greeting.js', language: 'js', source: greetingSource },
];

/** "Bundle It": the configuration and the page that loads the bundle. */
export const BUNDLE_IT: readonly ExampleFile[] = [
  { file: 'webpack.config.js', language: 'js', source: configSource },
  { file: 'page.html', language: 'html', source: pageSource },
];

export const BUILD_COMMAND = 'npx webpack';

/** What `npx webpack` printed in examples/home/ (the test re-runs it and compares). */
export const BUILD_OUTPUT = outputText;

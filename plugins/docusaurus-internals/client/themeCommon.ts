/**
 * Hooks theme-classic's own components use, exported only from `@docusaurus/theme-common/internal`
 * (no semver promise). The site needs two of them and has no public way to get the same data:
 * - `useCodeBlockContext`: the parsed code block (code, language, highlighted lines, line
 *   numbers, word wrap) that theme-classic's `CodeBlock/Content/String` provides to its children;
 *   plugins/code-highlight's `components/CodeBlock` reads it to render without Prism, and
 *   theme-classic's code block buttons read it too.
 * - `useNavbarMobileSidebar`: whether the mobile sidebar is open, and its toggle, for the swipe,
 *   Escape and focus-trap controls (src/components/MobileSidebarControls).
 * - `CodeBlockContextProvider`, `createCodeBlockMetadata`: what theme-classic's
 *   `CodeBlock/Content/String` is made of; plugins/code-highlight's `components/CodeBlock`
 *   builds the same context, with a word wrap that measures when the browser is idle, not while
 *   hydrating.
 * The canary test (../__tests__/canary.test.ts) fails, naming the file, if any goes away or
 * changes its fields.
 */
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';

// Markdown lint for docs/, versioned_docs/ and blog/ (npm run lint:md).
// MD033 (inline HTML) allows the elements (and components) of plugins/html-policy/allowlist.json, the list the build enforces.
const { elements, components } = require('./plugins/html-policy/allowlist.json');

module.exports = {
  config: {
    default: true,
    // Long lines are fine in prose; editors wrap.
    MD013: false,
    // The page title comes from front matter; the body starts at h2.
    MD041: false,
    // Raw HTML: only the allowlisted elements (the build also checks attributes and closing tags).
    MD033: { allowed_elements: [...elements, ...components] },
    // Same heading text is normal in reference pages (e.g. "Example" under each option).
    MD024: { siblings_only: true },
    // Fenced code only, with a language.
    MD046: { style: 'fenced' },
    MD040: true,
    // Dashes for lists, backticks for fences.
    MD004: { style: 'dash' },
    MD048: { style: 'backtick' },
  },
  ignores: ['node_modules/**', 'build/**'],
};

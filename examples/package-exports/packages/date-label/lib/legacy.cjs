// Only tools that do not understand "exports" read "main".
exports.build = 'legacy build from "main"';

// @ts-check
/**
 * Resident memory of a process and all its descendants (Linux /proc), so a build's peak
 * memory counts its worker processes too. Elsewhere it reports null ("n/a").
 */
const fs = require('node:fs');

/**
 * The parent pid from a /proc/<pid>/stat line. The command name (2nd field) is in
 * parentheses and may itself contain spaces or parentheses, so fields are read after the last ')'.
 * @param {string} stat
 * @returns {number}
 */
function parentPid(stat) {
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(rest[1]);
}

/**
 * VmRSS in bytes from a /proc/<pid>/status text (0 when absent, e.g. a zombie).
 * @param {string} status
 * @returns {number}
 */
function rssBytes(status) {
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return match ? Number(match[1]) * 1024 : 0;
}

/** @returns {boolean} whether /proc can be read here */
const hasProc = () => fs.existsSync('/proc/self/status');

/**
 * Sum of VmRSS over `rootPid` and every process below it.
 * @param {number} rootPid
 * @returns {number | null} bytes, or null without /proc
 */
function treeRss(rootPid) {
  if (!hasProc()) return null;
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = parentPid(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = /** @type {number} */ (pending.pop());
    try {
      total += rssBytes(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    } catch {
      // ended
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

module.exports = { parentPid, rssBytes, hasProc, treeRss };

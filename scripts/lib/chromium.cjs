// The system Chromium for browser tests and scripts (no browser downloads work here).
// CommonJS so both the .mjs scripts and the TypeScript tests can load it.
const fs = require('node:fs');

/** Flags for a headless Chromium on a machine with no network but loopback. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {string} path of the Chromium to launch: CHROME_PATH, else the system one. */
function chromiumExecutable() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.',
    );
  }
  return found;
}

module.exports = { CHROMIUM_ARGS, chromiumExecutable };

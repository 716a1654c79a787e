/* global __webpack_nonce__: writable */
// The server puts a fresh nonce on the <script> tag that loads this bundle.
// Reuse it for every <script> and <style> tag that webpack and style-loader add later.
__webpack_nonce__ = document.currentScript.nonce;

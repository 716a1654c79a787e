/* global __webpack_nonce__: writable */
// The server writes a new nonce on the <script> tag that loads this bundle for every response.
// Hand it to webpack 4 so that the tags its runtime and style-loader add carry it too.
__webpack_nonce__ = document.currentScript.nonce;

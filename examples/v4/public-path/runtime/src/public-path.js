// The server writes the asset URL into the page, e.g.
// <script>window.ASSET_BASE_URL = 'https://static.example.com/build-42/';</script>
// Everything webpack loads or links after this line uses it.
__webpack_public_path__ = window.ASSET_BASE_URL;

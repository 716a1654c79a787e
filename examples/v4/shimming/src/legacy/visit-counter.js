// Written for a plain <script> tag, where top-level `this` is `window`.
this.visits = (this.visits || 0) + 1;

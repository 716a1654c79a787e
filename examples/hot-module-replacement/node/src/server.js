import http from 'node:http';
import { handle } from './handler.js';

const port = Number(process.env.PORT ?? 3000);

// The arrow function reads `handle` on every request, so after an update
// the server uses the new handler without restarting.
const server = http.createServer((request, response) => handle(request, response));
server.listen(port, () => console.log(`Listening on http://localhost:${port}/`));

if (module.hot) {
  module.hot.accept('./handler.js');
}

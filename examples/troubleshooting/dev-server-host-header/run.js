// Starts webpack-dev-server 5 on a free port, asks it for a page with a Host header it does not
// know and opens its WebSocket with an unknown Origin, prints both answers, and stops the server.
const http = require('node:http');
const Server = require('webpack-dev-server');
const WebSocket = require('ws');

function get(port, host) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(`HTTP ${res.statusCode}\n${body}`));
      })
      .on('error', reject);
  });
}

function socketMessage(port, origin) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin });
    socket.on('message', (data) => {
      socket.close();
      resolve(String(data));
    });
    socket.on('error', reject);
  });
}

module.exports = async (webpack, config) => {
  const compiler = webpack({ ...config, mode: 'development', entry: './src/index.js' });
  const server = new Server({ host: '127.0.0.1', port: 0, hot: false, liveReload: false }, compiler);
  await server.start();
  try {
    const { port } = server.server.address();
    const page = await get(port, 'shop.example.com');
    const message = JSON.parse(await socketMessage(port, 'http://shop.example.com'));
    return `${page}\n${message.type}: ${message.data}`;
  } finally {
    await server.stop();
  }
};

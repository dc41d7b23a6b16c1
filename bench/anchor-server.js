'use strict';

/**
 * The anchor: a bare node:http server answering every request with the exact bytes and content
 * type of the catalog list the backend produced. Its requests/s is the ceiling of this machine for
 * that response; each scenario is reported as a ratio of it.
 * Usage: node anchor-server.js <body-file> <content-type> <port>
 */
const http = require('node:http');
const fs = require('node:fs');

const [bodyFile, contentType, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': body.length };

http
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

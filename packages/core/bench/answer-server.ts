// The other end of bench/transport.bench.ts: an HTTP server on 127.0.0.1 that reads each request's
// body and answers 201 with a small JSON body, as the exchange answers an accepted order. It
// prints its port and runs until killed.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(201, { "content-type": "application/json" });
    response.end('{"id":"5c3f8c8e-4a5b-4c2d-9e1f-0a1b2c3d4e5f","result":"Ok"}');
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

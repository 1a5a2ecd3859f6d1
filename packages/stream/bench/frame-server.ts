// A WebSocket server for the stream benchmarks that costs almost nothing per frame, so the
// client is what gets measured: its frames are framed once, up front, into one buffer, and a
// subscription to L2Book is answered with the reply, a snapshot and then the first `frames`
// diffs (`?frames=` in the URL) in one write. It speaks the little of RFC 6455 a client needs
// here (the handshake, text frames, ping, close) by hand, and runs in its own process.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { encodeL2BookMessage } from "../src/index.js";
import { bookFrames, type DecimalShape } from "./frames.js";

const LEVELS = Number(process.env.FRAME_LEVELS ?? 10);
const MAX_FRAMES = Number(process.env.FRAME_MAX ?? 100_000);
const SHAPE = (process.env.FRAME_SHAPE ?? "canonical") as DecimalShape;

/** A server-to-client frame (never masked) of `opcode` around `payload`. */
function frame(payload: Buffer, opcode = 0x1): Buffer {
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x80 | opcode, n])
      : n < 65_536
        ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(n)]);
  return Buffer.concat([head, payload]);
}

function bigLength(n: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(n));
  return out;
}

const { snapshot, diffs } = bookFrames(LEVELS, MAX_FRAMES, SHAPE);
const reply = frame(Buffer.from(JSON.stringify({ ok: true, event: "subscribe" })));
const snapshotFrame = frame(
  Buffer.from(JSON.stringify(encodeL2BookMessage({ t: snapshot.t, data: snapshot }))),
);
const framed = diffs.map((d) => frame(Buffer.from(d)));
/** Where the diffs after the first k end in `burst`. */
const ends = [0];
for (const f of framed) ends.push((ends.at(-1) as number) + f.length);
const burst = Buffer.concat(framed);

/** Reads the client's frames (masked, each whole in the buffer or waiting for more). */
function readFrames(socket: Socket, onText: (text: string) => void): void {
  let pending = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (pending.length < 2) return;
      const opcode = (pending[0] as number) & 0x0f;
      let length = (pending[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (pending.length < 4) return;
        length = pending.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (pending.length < 10) return;
        length = Number(pending.readBigUInt64BE(2));
        offset = 10;
      }
      if (pending.length < offset + 4 + length) return;
      const mask = pending.subarray(offset, offset + 4);
      const payload = Buffer.from(pending.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++)
        payload[i] = (payload[i] as number) ^ (mask[i & 3] as number);
      pending = pending.subarray(offset + 4 + length);
      if (opcode === 0x1) onText(payload.toString());
      else if (opcode === 0x9) socket.write(frame(payload, 0xa));
      else if (opcode === 0x8) {
        socket.end(frame(payload.subarray(0, 2), 0x8));
        return;
      }
    }
  });
}

const server = createServer((_req, res) => res.writeHead(426).end());
server.on("upgrade", (req, socket: Socket) => {
  const key = req.headers["sec-websocket-key"] ?? "";
  const accept = createHash("sha1")
    .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest("base64");
  socket.setNoDelay(true);
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const count = Math.min(
    MAX_FRAMES,
    Number(new URL(req.url ?? "/", "http://bench").searchParams.get("frames") ?? MAX_FRAMES),
  );
  readFrames(socket, (text) => {
    const request = JSON.parse(text) as { event?: string; data?: { type?: string } };
    if (request.event === "subscribe" && request.data?.type === "L2Book") {
      socket.write(Buffer.concat([reply, snapshotFrame]));
      socket.write(burst.subarray(0, ends[count]));
    } else if (request.event === "unsubscribe") {
      socket.write(frame(Buffer.from(JSON.stringify({ ok: true, event: "unsubscribe" }))));
    }
  });
  socket.on("error", () => socket.destroy());
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on("SIGINT", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));

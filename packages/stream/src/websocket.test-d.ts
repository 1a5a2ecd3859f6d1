import { describe, expectTypeOf, test } from "vitest";
import WebSocket from "ws";
import { createStreamClient } from "./client.js";
import type { WebSocketConstructor } from "./websocket.js";

describe("the WebSocket option", () => {
  test("takes the ws package's class as it is", () => {
    expectTypeOf(WebSocket).toExtend<WebSocketConstructor>();
    createStreamClient({ url: "ws://127.0.0.1:7420/v1/stream", WebSocket });
  });

  test("takes the DOM's WebSocket class", () => {
    expectTypeOf(globalThis.WebSocket).toExtend<WebSocketConstructor>();
  });

  test("refuses a class that cannot send", () => {
    class Mute {
      readonly readyState = 1;
      onopen = null;
      onclose = null;
      onerror = null;
      onmessage = null;
      close(): void {}
    }
    expectTypeOf(Mute).not.toExtend<WebSocketConstructor>();
  });
});

// Signs soak orders off the main thread: soak.ts pre-signs a whole run before it starts, so the
// sandbox gets the machine to itself while it is measured.
import { parentPort, workerData } from "node:worker_threads";
import { createNonceSource, type Hex, limits } from "@perpkit/core";
import { privateKeySigner, signingConfigs, signOrder } from "@perpkit/signing";

const { clients, count } = workerData as { clients: number[]; count: number };
const PRIMARY = `0x${Buffer.from("primary").toString("hex").padEnd(64, "0")}` as Hex;
const out: string[][] = [];
for (const c of clients) {
  const signer = privateKeySigner(`0x${(c + 101).toString(16).padStart(64, "0")}` as Hex);
  const nonces = createNonceSource({ scope: false });
  const list: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = await signOrder({
      domain: signingConfigs.local.domain,
      signer,
      data: {
        sender: signer.address,
        subaccount: PRIMARY,
        onchainId: 1,
        engineType: limits.order.engineTypes.perpetual,
        side: (i + c) % 2 === 0 ? limits.order.sides.buy : limits.order.sides.sell,
        quantity: "0.001",
        price: "100",
        type: "LIMIT",
        timeInForce: "GTD",
        postOnly: false,
        reduceOnly: false,
        nonce: nonces.next(),
        signedAt: Math.floor(Date.now() / 1000),
      },
    });
    list.push(JSON.stringify(body));
  }
  out.push(list);
}
parentPort?.postMessage(out);

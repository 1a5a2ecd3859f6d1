import type { Address } from "@perpkit/core";
import { messageBindings, type PrimaryType } from "@perpkit/signing";
import { ExchangeError } from "../engine/index.js";
import { assertFreshNonce, type SignedData, verify } from "./auth.js";
import type { HandlerContext, HandlerResult } from "./handler-context.js";

/**
 * Answers an operation of the spec the engine does not implement yet (a new one of the live
 * contract): a signed request is checked as every signed request is (nonce and signedAt windows,
 * each party's signature, 400 or 401), then the answer is a 501 naming the operation. A client
 * sees the operation exists, that it signed correctly, and that only the sandbox lacks it.
 *
 * @example
 * const answer = handlers[route.operationId] ?? answerUnimplemented
 */
export async function answerUnimplemented(ctx: HandlerContext): Promise<HandlerResult> {
  const { route } = ctx;
  const [type] = route.signedMessages as readonly PrimaryType[];
  const body = ctx.body as Record<string, unknown> | undefined;
  if (type !== undefined && body !== undefined) {
    const data = body.data as SignedData & Record<string, unknown>;
    for (const { field, party } of messageBindings[type].signatures) {
      const signer = data[party] as Address;
      const { nonce } = await verify(ctx, type, data, body[field] as string, signer, field);
      assertFreshNonce(ctx, signer, type, nonce);
    }
  }
  throw new ExchangeError(
    501,
    `${route.operationId} (${route.method} ${route.path}) is not implemented by the sandbox yet${type ? `; its ${type} signature checked out` : ""}`,
    { code: "NOT_IMPLEMENTED" },
  );
}

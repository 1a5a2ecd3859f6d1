import { type HttpTransport, signingTime, ValidationError } from "@perpkit/core";
import { type PrimaryType, type RequestSigning, type Signer, signRequest } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { signedActions } from "../generated/actions.js";
import type { OperationOptions } from "../generated/operations.js";
import {
  ownSubaccountId,
  requireAccount,
  requireSigner,
  type TradingContext,
} from "../trading-context.js";
import {
  type SignedOptions,
  signingDomainOf,
  subaccountOf,
  syncedServerClock,
} from "./preamble.js";

/**
 * A signed operation of the live contract that no hand-written action knows yet: one whose
 * message's binding was inferred from the live document (`signedActions`).
 *
 * @example
 * const name: SignedActionName = "closeAll"
 */
export type SignedActionName = keyof typeof signedActions;

/** The data fields a trading context fills when a call leaves them out. */
type Filled = "sender" | "account" | "subaccount" | "subaccountId" | "nonce" | "signedAt";

type ActionOf<K extends SignedActionName> = (typeof signedActions)[K];
type DataOf<K extends SignedActionName> =
  ActionOf<K>["request"] extends RequestSigning<PrimaryType, infer B> ? B : never;
type PathOf<K extends SignedActionName> = Omit<Parameters<ActionOf<K>["operation"]>[1], "body">;

/**
 * Parameters of `signedAction`: the fields of the action's signed `data` (those a trading context
 * knows are optional: sender, account, subaccount, subaccountId, nonce, signedAt), its path
 * parameters, and a signal.
 *
 * @example
 * const parameters: SignedActionParameters<"closeAll"> = {}
 */
export type SignedActionParameters<K extends SignedActionName> = Omit<DataOf<K>, Filled> &
  Partial<Pick<DataOf<K>, Filled & keyof DataOf<K>>> &
  PathOf<K> &
  SignedOptions;

/**
 * What `signedAction` resolves to: the operation's decoded answer.
 *
 * @example
 * const answer: SignedActionReturnType<"closeAll"> = await client.signedAction("closeAll", {})
 */
export type SignedActionReturnType<K extends SignedActionName> = Awaited<
  ReturnType<ActionOf<K>["operation"]>
>;

/**
 * What `signedAction` can throw: what any signed operation can throw.
 *
 * @example
 * try { await client.signedAction("closeAll", {}) } catch (e) { const error = e as SignedActionErrorType }
 */
export type SignedActionErrorType = SignedOperationErrorType;

/**
 * One signed action as `performSignedAction` runs it: its operation, how its request is signed,
 * the fields of its signed `data`, and its path parameters (an entry of `signedActions`).
 *
 * @example
 * const action: SignedActionSpec = signedActions.closeAll
 */
export interface SignedActionSpec {
  /** The generated operation; its parameters are the path parameters and the signed `body`. */
  readonly operation: (
    transport: HttpTransport,
    parameters: never,
    options: OperationOptions,
  ) => Promise<unknown>;
  /** How its request is signed (a generated `*Request` of @perpkit/signing). */
  readonly request: {
    readonly primaryType: PrimaryType;
    readonly hashStruct: (message: never, kit: never) => Uint8Array;
    readonly binding: RequestSigning<PrimaryType, object>["binding"];
    readonly message: (data: never, options: never) => unknown;
  };
  readonly fields: readonly string[];
  readonly pathParameters: readonly string[];
}

const OPTIONS = new Set(["signal"]);

/** A field the trading context knows, for a call that leaves it out. */
async function filled(
  context: TradingContext,
  field: string,
  signer: Signer,
  timing: { readonly nonce: string; readonly signedAt: number },
  signal: AbortSignal | undefined,
): Promise<unknown> {
  switch (field) {
    case "sender":
      return signer.address;
    case "account":
      return requireAccount(context);
    case "subaccount":
      return subaccountOf(context, undefined, "subaccount", signal);
    case "subaccountId":
      return ownSubaccountId(context, signal);
    case "nonce":
      return timing.nonce;
    case "signedAt":
      return timing.signedAt;
    default:
      return undefined;
  }
}

/**
 * Runs one signed action from its description: the fields the call leaves out that the trading
 * context knows are filled, the body is checked and signed by the context's signer (a type the
 * network does not sign is refused before), and the request is sent, its answer decoded.
 *
 * @example
 * const answer = await performSignedAction(context, signedActions.closeAll, {})
 */
export async function performSignedAction(
  context: TradingContext,
  action: SignedActionSpec,
  parameters: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  for (const key of Object.keys(parameters)) {
    if (!action.fields.includes(key) && !action.pathParameters.includes(key) && !OPTIONS.has(key)) {
      throw new ValidationError(
        key,
        `is not a field of this action; its fields: ${[...action.fields, ...action.pathParameters].join(", ")}`,
      );
    }
  }
  const signal = parameters.signal as AbortSignal | undefined;
  const signer = requireSigner(context);
  const timing = signingTime(await syncedServerClock(context), {
    nonce: parameters.nonce as string | undefined,
    signedAt: parameters.signedAt as number | undefined,
  });
  const data: Record<string, unknown> = {};
  for (const field of action.fields) {
    data[field] = parameters[field] ?? (await filled(context, field, signer, timing, signal));
  }
  const domain = await signingDomainOf(context);
  // The table's entries are the generated RequestSigning values, each of its own message type.
  const request = action.request as unknown as RequestSigning<PrimaryType, object>;
  const body = await signRequest(request, { domain, data, now: timing.nowMs }, [signer]);
  const path = Object.fromEntries(action.pathParameters.map((p) => [p, parameters[p]]));
  return action.operation(context.transport, { ...path, body } as never, { signal, retry: "safe" });
}

/**
 * Performs a signed action of the live contract that no hand-written action knows yet, by its
 * operation's name (`signedActions`): generic over the action's own fields, those the trading
 * context knows filled in.
 *
 * @example
 * const client = createRestClient({ network: "testnet", signer })
 * await signedAction(client.context, "closeAll", {})
 */
export async function signedAction<K extends SignedActionName>(
  context: TradingContext,
  name: K,
  parameters: SignedActionParameters<K>,
): Promise<SignedActionReturnType<K>> {
  const action = (signedActions as Readonly<Record<string, SignedActionSpec>>)[name as string];
  if (!action) throw new ValidationError("name", `names no signed action: ${String(name)}`);
  return (await performSignedAction(
    context,
    action,
    parameters as Readonly<Record<string, unknown>>,
  )) as SignedActionReturnType<K>;
}

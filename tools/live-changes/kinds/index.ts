import { messagesKinds } from "./messages.js";
import type { ChangeKind } from "./model.js";
import { networksKinds } from "./networks.js";
import { operationsKinds } from "./operations.js";
import { parametersKinds } from "./parameters.js";
import { recordsKinds } from "./records.js";

export type { ChangeKind, Expected, Usage } from "./model.js";

/** Every kind the suite takes, each applied alone to the live contract. */
export const kinds: readonly ChangeKind[] = [
  ...operationsKinds,
  ...recordsKinds,
  ...parametersKinds,
  ...messagesKinds,
  ...networksKinds,
];

// `@perpkit/rest/low-latency`: what a quoting loop that idles between ticks can trade CPU or a
// socket for, to answer a tick sooner. Node only, and kept apart from the main entry, so no
// browser bundle of it carries them. The package README says what each costs.
export { keepLoopSpinning } from "./low-latency/keep-spinning.js";
export { type KeepWarmOptions, type KeepWarmTiming, keepWarm } from "./low-latency/keep-warm.js";
export {
  type OrderTemplate,
  type OrderTemplateParameters,
  prepareOrderTemplate,
  type TemplateOrder,
} from "./low-latency/order-template.js";
export {
  createPinnedConnection,
  type PinnedConnection,
  type PinnedConnectionOptions,
  type PinnedTlsOptions,
  pinnedBodySentChannel,
} from "./low-latency/pinned-connection.js";

// The stream client's debug log: the Node module writes DEBUG=perpkit lines, the one elsewhere
// nothing (package.json's "#debug-log").
export { logEvents, logSubscription } from "#debug-log";

// Loaded with `node --import` (NODE_OPTIONS) by tools/sync-spec/daily-job.slow.test.ts, which runs
// the daily job's take step verbatim: every fetch of the process goes to the local server that
// LIVE_CONTRACT_ANSWERED_BY names, the URL asked for in its query, so that the live service is
// answered from a folder and nothing reaches beyond the loopback interface.
const answeredBy = process.env.LIVE_CONTRACT_ANSWERED_BY;
if (answeredBy) {
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return send(`${answeredBy}/?url=${encodeURIComponent(url)}`, init);
  };
}

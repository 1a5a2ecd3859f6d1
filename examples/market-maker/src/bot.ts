import { defineBot } from "@perpkit/backtest";
import { createMarketMaker } from "./market-maker.js";

// The market maker as a sweep runs it (`@perpkit/backtest`): one market maker a market of the
// run's recording, all on the clients and clock the sweep gives them, with the parameters of the
// run. Its strategy is createMarketMaker's, unchanged.

export default defineBot({
  name: "market-maker",
  params: {
    size: "0.01",
    spreadTicks: 5,
    levels: 2,
    levelStepTicks: 5,
    requoteTicks: 3,
    oracleIntervalMs: 1_000,
  },
  async start({ rest, stream, params, symbols, subaccountId }) {
    const bots = symbols.map((symbol) =>
      createMarketMaker({ ...params, rest, stream, symbol, subaccountId }),
    );
    const runs = bots.map((bot) => bot.run());
    await Promise.all(bots.map((bot) => bot.ready));
    return {
      async stop() {
        await Promise.all(bots.map((bot) => bot.stop()));
        await Promise.all(runs);
        await Promise.all(bots.map((bot) => bot.close()));
      },
    };
  },
});

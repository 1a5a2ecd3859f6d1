import type { Target } from "../target.js";

export const candlesTarget: Target = {
  name: "candles",
  outDir: "packages/candles/src/generated",
  inputs: [],
  async generate() {
    return [];
  },
};

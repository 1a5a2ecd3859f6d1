import type { Target } from "../target.js";

export const streamTarget: Target = {
  name: "stream",
  outDir: "packages/stream/src/generated",
  inputs: [],
  async generate() {
    return [];
  },
};

import type { Target } from "../target.js";

export const restTarget: Target = {
  name: "rest",
  outDir: "packages/rest/src/generated",
  inputs: [],
  async generate() {
    return [];
  },
};

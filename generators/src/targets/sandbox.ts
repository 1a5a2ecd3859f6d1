import type { Target } from "../target.js";

export const sandboxTarget: Target = {
  name: "sandbox",
  outDir: "packages/sandbox/src/generated",
  inputs: [],
  async generate() {
    return [];
  },
};

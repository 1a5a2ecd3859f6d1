import type { Target } from "../target.js";

export const signingTarget: Target = {
  name: "signing",
  outDir: "packages/signing/src/generated",
  inputs: [],
  async generate() {
    return [];
  },
};

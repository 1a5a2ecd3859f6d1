import { defaultClientConditions, defineConfig } from "vite";

// Workspace packages are read from their TypeScript sources, so the page builds without building
// the packages first.
export default defineConfig({
  resolve: { conditions: ["@perpkit/source", ...defaultClientConditions] },
  build: { target: "es2022" },
});

import { defineConfig } from "vite";

// A plain production build, as an app would ship it; not minified so a failure is readable.
export default defineConfig({
  logLevel: "warn",
  build: { target: "es2022", minify: false, outDir: "dist", emptyOutDir: true },
});

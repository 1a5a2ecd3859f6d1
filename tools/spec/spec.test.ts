import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { listSpecFiles, validateSpecFile } from "./validate.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("every spec file is valid against its schema", () => {
  test.each(listSpecFiles(root))("%s", async (path) => {
    expect(await validateSpecFile(root, path)).toEqual([]);
  });
});

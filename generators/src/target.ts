import type { GeneratedFile } from "./emit.js";
import type { SpecSource } from "./spec.js";

/** One generator: a pure function from spec files to the files of one package's src/generated/. */
export interface Target {
  readonly name: string;
  /** The folder this target owns, relative to the repository root. Every output lies inside it. */
  readonly outDir: string;
  /** Spec files and folders this target reads. */
  readonly inputs: readonly string[];
  generate(spec: SpecSource): Promise<GeneratedFile[]>;
}

import { delimiter, join } from "node:path";
import { type ChromiumProbe, machineProbe, type ToolSearch } from "./chromium.js";

/** Where tmux is looked for after TMUX_PATH and the folders of PATH: Debian's, then the others'. */
export const tmuxSearchPaths: readonly string[] = [
  "/usr/bin/tmux",
  "/usr/local/bin/tmux",
  "/opt/homebrew/bin/tmux",
  "/bin/tmux",
];

/**
 * Finds tmux: the one TMUX_PATH names (and nothing else when it is set, so that a typo is
 * reported), else the first `tmux` in PATH's folders, else the first of `tmuxSearchPaths`.
 */
export function findTmux(probe: ChromiumProbe = machineProbe): ToolSearch {
  const named = probe.env.TMUX_PATH?.trim();
  if (named) {
    return probe.isExecutable(named)
      ? { found: true, path: named, from: "TMUX_PATH" }
      : { found: false, reason: `TMUX_PATH is ${named}, which is not an executable file` };
  }
  const onPath = (probe.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir.length > 0)
    .map((dir) => join(dir, "tmux"));
  const path = [...onPath, ...tmuxSearchPaths].find((candidate) => probe.isExecutable(candidate));
  return path
    ? { found: true, path, from: "search" }
    : { found: false, reason: `no tmux on PATH or at ${tmuxSearchPaths.join(", ")}` };
}

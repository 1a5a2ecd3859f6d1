// Validates one AsyncAPI document and prints its error diagnostics as JSON. Runs as its own Node
// process because @asyncapi/parser does not load inside Vite's module runner.
const { readFileSync } = require("node:fs");
const { Parser, DiagnosticSeverity } = require("@asyncapi/parser");

const path = process.argv[2];
new Parser()
  .validate(readFileSync(path, "utf8"), { source: path })
  .then((diagnostics) => {
    const errors = diagnostics
      .filter((d) => d.severity === DiagnosticSeverity.Error)
      .map((d) => `${d.path.join(".")}: ${d.message}`);
    process.stdout.write(JSON.stringify(errors));
  })
  .catch((error) => {
    process.stdout.write(JSON.stringify([String(error)]));
  });

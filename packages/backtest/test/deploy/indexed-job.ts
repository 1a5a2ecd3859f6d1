import type { V1Job } from "@kubernetes/client-node";

// The Indexed Job of docs/indexed-job.yaml as Kubernetes' own type: src/sweep/deploy.test-d.ts checks
// it against V1Job of @kubernetes/client-node, and a test that the YAML reads as this object.

/** The Indexed Job manifest of the docs, typed. */
export const sweepJob = {
  apiVersion: "batch/v1",
  kind: "Job",
  metadata: { name: "perpkit-sweep" },
  spec: {
    completionMode: "Indexed",
    completions: 4,
    parallelism: 4,
    backoffLimit: 2,
    template: {
      spec: {
        restartPolicy: "Never",
        containers: [
          {
            name: "sweep",
            image: "node:22",
            workingDir: "/sweep",
            command: ["npx", "--yes", "@perpkit/cli", "backtest", "sweep", "sweep.json"],
            args: ["--shards", "4", "--out", "/results/$(JOB_COMPLETION_INDEX)"],
            resources: { requests: { cpu: "2", memory: "2Gi" } },
            volumeMounts: [
              { name: "sweep", mountPath: "/sweep" },
              { name: "results", mountPath: "/results" },
            ],
          },
        ],
        volumes: [
          { name: "sweep", persistentVolumeClaim: { claimName: "perpkit-sweep" } },
          { name: "results", persistentVolumeClaim: { claimName: "perpkit-sweep-results" } },
        ],
      },
    },
  },
} satisfies V1Job;

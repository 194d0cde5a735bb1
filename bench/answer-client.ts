/**
 * The load generator of bench/answer-load.ts, in its own process: autocannon in the server's process would
 * share the event loop it measures (its client work was ~4% of that thread's samples in a CPU profile),
 * while the replay it is compared with has no HTTP client at all. Reads its job from the JSON file named
 * on the command line and prints the result as one JSON line.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import type { Pair } from "./answer-replay";

type Job = { url: string; method: "POST" | "GET"; connections: number; amount: number; pairs: Pair[] | null };

const job = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Job;
let next = 0;
const result = await autocannon({
  url: job.url,
  method: job.method,
  connections: job.connections,
  amount: job.amount,
  requests: [
    {
      setupRequest: (req) => {
        if (!job.pairs) return req;
        // Round-robin: concurrent requests hit different sessions, as real traffic would.
        const p = job.pairs[next++ % job.pairs.length]!;
        return {
          ...req,
          body: p.body,
          headers: { "content-type": "application/json", authorization: `Bearer ${p.token}` },
        };
      },
    },
  ],
});
const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
console.log(
  JSON.stringify({
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    // Requests over the run's own time, as the replay counts: autocannon's average of one-second samples is
    // coarse for a run of a few seconds (it printed 1,000 for 5,000 answers in 4.3-5 s).
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
  }),
);

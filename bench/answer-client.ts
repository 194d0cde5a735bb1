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
let lastResponse = 0;
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
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
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  instance.on("response", () => {
    lastResponse = performance.now();
  });
});
// From the first request to the last response: autocannon's own start/finish and its average of
// one-second samples end on its one-second tick (a 12.x s run counted as 13.02 s, 1,152 req/s every time).
const seconds = (lastResponse - started) / 1000;
console.log(
  JSON.stringify({
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // CPU this load generator took (user + system, s): on a 2-core machine it competes with the server.
    clientCpuSeconds: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1e4) / 100,
    seconds,
  }),
);

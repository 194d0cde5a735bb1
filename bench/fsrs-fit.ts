/**
 * Fitting a learner's FSRS weights: the job's own steps — training items from reviews, the
 * time split, fsrs-rs through the binding, evaluation of both models — on a simulated learner.
 *   npx tsx bench/fsrs-fit.ts                 # 10,000 reviews (2,000 cards × 5 reviews after the first)
 *   BENCH_CARDS=… BENCH_REVIEWS=… npx tsx bench/fsrs-fit.ts
 */
import {
  evaluateWeights,
  fitWeights,
  loadOptimizer,
} from "../apps/server/src/modules/memory-model/fsrs-optimizer";
import {
  isLongTerm,
  splitByTime,
  trainingItems,
} from "../apps/server/src/modules/memory-model/training-items";

const CARDS = Number(process.env.BENCH_CARDS ?? 2000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 6);

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const rows = [];
for (let c = 0; c < CARDS; c++) {
  let day = Math.floor(random() * 60);
  let interval = 1;
  for (let k = 0; k < REVIEWS; k++) {
    const recalled = k === 0 ? random() < 0.7 : random() < Math.exp(-interval / (20 + 40 * random()));
    rows.push({
      cardId: `c${String(c).padStart(6, "0")}`,
      at: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000),
      grade: recalled ? (random() < 0.2 ? 4 : 3) : 1,
    });
    day += interval;
    interval = recalled ? Math.ceil(interval * 2.3) : 1;
  }
}
const optimizer = await loadOptimizer();
if (!optimizer.available) throw new Error(optimizer.reason);
const t0 = performance.now();
const items = trainingItems(rows);
const { train, heldOut } = splitByTime(items);
const t1 = performance.now();
const weights = await fitWeights(optimizer.binding, train);
const t2 = performance.now();
const before = evaluateWeights(optimizer.binding, null, heldOut);
const after = evaluateWeights(optimizer.binding, weights, heldOut);
const t3 = performance.now();
console.log(
  JSON.stringify(
    {
      reviews: rows.length,
      trainable: items.filter(isLongTerm).length,
      trainItems: train.length,
      heldOut: heldOut.length,
      itemsMs: Math.round(t1 - t0),
      fitMs: Math.round(t2 - t1),
      evaluateMs: Math.round(t3 - t2),
      before,
      after,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    },
    null,
    2,
  ),
);

/**
 * How a parser's work grows with its input, measured so that a busy machine does not decide the
 * answer: CPU time (user + system) rather than the wall clock, the same number of bytes parsed at every
 * size (many small inputs against one large one), the median of a few runs, and a wide margin.
 */

/**
 * Input sizes of the growth tests: ×8 from the first to the last, all below 128 KB (V8 keeps larger
 * strings and buffers apart, at a higher cost per byte: a step, not a growth).
 */
export const GROWTH_SIZES = [8, 16, 32, 64].map((kb) => kb * 1024);
/**
 * How much more CPU a byte may cost at the largest size than at the smallest. Linear work stays near 1
 * (cache and garbage collection move it a little); quadratic work is 8 at ×8 the size.
 */
export const MAX_COST_GROWTH = 3;
/** A measurement taking more CPU than this (linear ones take MIN_MEASURE_MS) is super-linear already: it stops there. */
const GIVE_UP_MS = 3000;
/** CPU time of one measurement at the least: shorter ones are mostly noise. */
const MIN_MEASURE_MS = 20;

export interface Growth {
  /** CPU microseconds per KB at each size measured (fewer than the sizes when it gave up). */
  perKb: number[];
  /** perKb of the largest size measured over perKb of the smallest. */
  growth: number;
  /** Whether one measurement took so long that the others were not made (super-linear, or worse). */
  gaveUp: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU microseconds of `calls` calls of `parse` on `input`, and whether they took more than GIVE_UP_MS of it. */
async function cpuOf<T>(parse: (input: T) => unknown, input: T, calls: number): Promise<{ micros: number; slow: boolean }> {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await parse(input);
  const used = process.cpuUsage(start);
  const micros = used.user + used.system;
  return { micros, slow: micros > GIVE_UP_MS * 1000 };
}

/**
 * Feeds `parse` inputs of each size (made by `inputOf`): at each size as many calls as parse the
 * bytes of the largest once (or a few times, for at least MIN_MEASURE_MS of work). The sizes take
 * turns, `runs` rounds, so that a load coming and going on the machine falls on all of them; answers
 * the median CPU cost per KB at each size.
 */
export async function growthOf<T>(
  parse: (input: T) => unknown,
  inputOf: (size: number) => T,
  sizes = GROWTH_SIZES,
  runs = 5,
): Promise<Growth> {
  const largest = sizes[sizes.length - 1]!;
  const inputs = sizes.map(inputOf);
  // Warm up (the first calls compile the parser), then repeat each measurement until it is long enough to tell.
  for (let i = 0; i < 3; i++) await parse(inputs[0]!);
  const warm = await cpuOf(parse, inputs[0]!, 1);
  const batchMicros = Math.max(1, warm.micros) * (largest / sizes[0]!);
  const repeat = warm.slow ? 1 : Math.min(1000, Math.ceil((MIN_MEASURE_MS * 1000) / batchMicros));
  const costs: number[][] = sizes.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, size] of sizes.entries()) {
      const calls = Math.round(largest / size) * repeat;
      const measured = await cpuOf(parse, inputs[i]!, calls);
      costs[i]!.push(measured.micros / calls / (size / 1024));
      if (measured.slow)
        return result(
          costs.filter((c) => c.length),
          true,
        );
    }
  }
  return result(costs, false);
}

function result(costs: number[][], gaveUp: boolean): Growth {
  const perKb = costs.map(median);
  return { perKb, growth: perKb[perKb.length - 1]! / perKb[0]!, gaveUp };
}

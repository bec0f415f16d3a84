// Measures taken in alternation (ADR 036, 051): on a shared machine the throughput of any
// request drifts by a third from one minute to the next, so a list and the one-row read it is
// compared with are measured one after the other over several rounds, and their medians compared.

/** How many rounds (BENCH_ROUNDS, 3 by default). */
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs each of `measures` ({ name, options }) once per round, in order, with `measure`; returns
 * for each name its median requests a second, each round's value and the median CPU ms per request.
 */
export async function inRounds(measure, measures) {
  const results = new Map(measures.map(({ name }) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const { name, options } of measures)
      results.get(name).push(await measure(`${name} ${round}/${rounds}`, options));
  }
  const summary = {};
  for (const [name, list] of results) {
    const rps = list.map((result) => result.requests.average);
    summary[name] = {
      rps: median(rps),
      each: rps,
      p50: median(list.map((result) => result.latency.p50)),
      cpuMs: list.every((result) => result.cpu) ? median(list.map((result) => result.cpu.total)) : null,
    };
  }
  return summary;
}

/** The one-row read's CPU time a request over a list's, both medians: the ratio in CPU time, printed under its throughput ratio. */
export function printCpuRatio(listCpuMs, oneRowCpuMs) {
  if (!listCpuMs || !oneRowCpuMs) return;
  const ratio = (oneRowCpuMs / listCpuMs).toFixed(2);
  console.log(
    `${'  en temps CPU par requête (API et base, médianes)'.padEnd(62)} ${ratio} (${listCpuMs.toFixed(2)} ms contre ${oneRowCpuMs.toFixed(2)})`,
  );
}

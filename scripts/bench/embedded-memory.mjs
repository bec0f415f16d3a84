// Loaded into the API process by the embedded bench (node --import): every 250 ms it writes
// the process's own view of its memory (Node's heap, buffers) to BENCH_MEMORY_FILE, so the
// bench can say what the resident memory is made of without the API exposing it.
import { writeFileSync } from 'node:fs';
import { setInterval } from 'node:timers';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const sample = () => writeFileSync(file, JSON.stringify(process.memoryUsage()));
  setInterval(sample, 250).unref();
  sample();
}

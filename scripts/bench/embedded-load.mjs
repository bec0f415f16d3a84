// Pieces of the embedded bench (embedded.mjs): the subscribe-unsubscribe pair as a closed loop
// of callers, percentiles, and what the API process's resident memory is made of.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { put } from './writes.mjs';

/** p50 and p99 of a list of milliseconds, rounded to the millisecond. */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * `connections` callers, each subscribing one member to one coming session then unsubscribing
 * her, again and again for `seconds`; the time of each pair is one measure. Caller i takes
 * member i and session i of the lists (modulo their lengths): no two callers share a pair.
 */
export async function runPairs(origin, { members, meetingIds }, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const until = performance.now() + seconds * 1000;
  const caller = async (i) => {
    const member = members[i % members.length];
    const meetingId = meetingIds[i % meetingIds.length];
    while (performance.now() < until) {
      const started = performance.now();
      count(await put(agent, `${origin}/api/meetings/${meetingId}/subscribe/${member.id}`, member.token));
      count(await put(agent, `${origin}/api/meetings/${meetingId}/unsubscribe/${member.id}`, member.token));
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => caller(i)));
  agent.destroy();
  const errors = Object.entries(statuses)
    .filter(([status]) => status !== '200' && status !== '202')
    .reduce((sum, [, n]) => sum + n, 0);
  return { ...percentiles(times), pairs: times.length, errors };
}

const MIB = 1024 * 1024;

/**
 * The WebAssembly memory, its size and its resident part: V8 reserves a large inaccessible
 * region after each memory and maps its accessible pages just before it (/proc/<pid>/smaps).
 */
function wasmMemory(pid) {
  const total = { size: 0, resident: 0 };
  let current = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (range) {
      const [start, end] = [BigInt(`0x${range[1]}`), BigInt(`0x${range[2]}`)];
      const guard = range[3] === '---p' && end - start >= 4n * 1024n * BigInt(MIB);
      if (guard && current?.end === start && current.perms === 'rw-p') {
        total.size += current.size;
        total.resident += current.rss;
      }
      current = { end, size: Number(end - start), perms: range[3], rss: 0 };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  return total;
}

/** The process's resident memory and its parts, in bytes (Linux); null when it is gone. */
export function memoryOf(pid, memoryFile) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
    const node = existsSync(memoryFile) ? JSON.parse(readFileSync(memoryFile, 'utf8')) : {};
    const wasm = wasmMemory(pid);
    // Node counts the WebAssembly memory's whole size in its external memory.
    const external = node.external === undefined ? undefined : Math.max(0, node.external - wasm.size);
    return { rss, wasm: wasm.resident, heapUsed: node.heapUsed, heapTotal: node.heapTotal, external };
  } catch {
    return null;
  }
}

/** Samples the memory every 250 ms until stop(), which answers the sample of the highest RSS. */
export function watchMemory(pid, memoryFile) {
  let peak = memoryOf(pid, memoryFile);
  const timer = setInterval(() => {
    const now = memoryOf(pid, memoryFile);
    if (now && (!peak || now.rss > peak.rss)) peak = now;
  }, 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** « 440 Mo (PGlite WebAssembly 150, tas JavaScript 70 utilisés sur 120, hors tas 20, reste 150) »: the rest is native memory and code. */
export function formatMemory(memory) {
  if (!memory) return 'non mesurée';
  const mb = (bytes) => (bytes === undefined ? '?' : (bytes / MIB).toFixed(0));
  const known = memory.wasm + (memory.heapTotal ?? 0) + (memory.external ?? 0);
  return (
    `${mb(memory.rss)} Mo (PGlite WebAssembly ${mb(memory.wasm)}, tas JavaScript ${mb(memory.heapUsed)} utilisés ` +
    `sur ${mb(memory.heapTotal)}, hors tas ${mb(memory.external)}, reste natif ${mb(memory.rss - known)})`
  );
}

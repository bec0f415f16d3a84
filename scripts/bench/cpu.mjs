// The CPU time the API's processes and the local PostgreSQL spend, read from /proc (Linux).
// Per request, it moves far less with what the machine's neighbours do than requests a second.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function processSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime and cstime, fields 14 to 17 of stat(5), counted after the command's
    // name: PostgreSQL's postmaster holds in the last two what its closed connections spent.
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The postmaster runs as its path (/usr/lib/postgresql/15/bin/postgres), its children as « postgres: … ».
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
        return command.startsWith('postgres') || command.endsWith('/postgres');
      } catch {
        return false;
      }
    });
}

/** CPU seconds so far of the given API processes and of every PostgreSQL process; null off Linux. */
export function cpuSeconds(apiPids) {
  if (!existsSync('/proc/self/stat')) return null;
  const sum = (pids) => pids.reduce((total, pid) => total + processSeconds(pid), 0);
  return { api: sum(apiPids), database: sum(postgresPids()) };
}

/** Milliseconds of CPU a request between two readings (a database elsewhere counts as 0). */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return null;
  const api = ((after.api - before.api) * 1000) / requests;
  const database = ((after.database - before.database) * 1000) / requests;
  return { api, database, total: api + database };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { statementRunner } from './pglite-statements.ts';

/**
 * A piece of work's place in line, a moment (milliseconds, performance.now()): a request's is its
 * arrival, background work's a little later than its start (BACKGROUND_DELAY_MS).
 */
type Ticket = { due: number };

/**
 * How much later than its start background work (the jobs) takes its place: requests that
 * arrive meanwhile go first, so a burst of requests is not slowed by the e-mails it causes;
 * past this wait the work goes before newer requests, so it is never put off for good.
 */
export const BACKGROUND_DELAY_MS = 1000;

/**
 * How long work may follow work on the connection without a turn of Node's event loop (its
 * chain of promises never lets Node read a new request): past it, requests that arrived take
 * their place in line before the next piece of work starts.
 */
export const SLICE_MS = 5;

const ticketOf = new AsyncLocalStorage<Ticket>();
const ticketsByRequest = new WeakMap<IncomingMessage, Ticket>();
const nextTicket = (): Ticket => ({ due: performance.now() });

let numbering = false;
/**
 * Numbers each HTTP request as it arrives (Node's `http.server.request.start`), for its hooks,
 * and gives Fastify's handler the same number (its `fastify.request.handler` channel): the
 * handler of a request with a body runs from the socket's events, outside the request's context.
 * Work outside any request (start, `inject` in tests) takes a number at each statement.
 */
function numberRequests(): void {
  if (numbering) return;
  numbering = true;
  subscribe('http.server.request.start', (message) => {
    const ticket = nextTicket();
    ticketsByRequest.set((message as { request: IncomingMessage }).request, ticket);
    ticketOf.enterWith(ticket);
  });
  tracingChannel<Ticket, { request: { raw: IncomingMessage } }>('fastify.request.handler').start.bindStore(
    ticketOf,
    (message) => ticketsByRequest.get(message.request.raw) ?? ticketOf.getStore() ?? nextTicket(),
  );
}

/** Runs `run` for the current request, or as a request of its own (tests). */
export function asRequest<T>(run: () => T): T {
  return ticketOf.run(nextTicket(), run);
}

/**
 * Runs `run` as background work (a batch of jobs), with one place in line for all its
 * statements, BACKGROUND_DELAY_MS after now. Elsewhere than on PGlite it changes nothing.
 */
export function inBackground<T>(run: () => T): T {
  return ticketOf.run({ due: performance.now() + BACKGROUND_DELAY_MS }, run);
}

type Waiter = { due: number; order: number; start: () => void };

/**
 * The one connection of PGlite, given to one piece of work at a time (a statement, or a whole
 * transaction) in the order of the requests' arrival, then of the calls: a request already
 * under way goes before a newer one, so requests complete in the order they came, each
 * waiting once for those before it, instead of every statement queueing behind every request.
 * Background work takes its place a little later (inBackground). The queue holds the connection
 * idle only for a turn of the event loop (SLICE_MS): when no one else waits, whoever asks gets
 * it, whatever their place.
 */
export class ConnectionQueue {
  private busy = false;
  private readonly waiting: Waiter[] = [];
  private calls = 0;
  /** When the current chain of work began (startNext), null after a turn of the event loop. */
  private sliceStart: number | null = null;
  private yielding = false;

  get state() {
    return { max: 1, open: 1, idle: this.busy ? 0 : 1, waiting: this.waiting.length };
  }

  run<T>(work: () => Promise<T>, ticket: Ticket = ticketOf.getStore() ?? nextTicket()): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        let running: Promise<T>;
        try {
          running = work();
        } catch (error) {
          running = Promise.reject(error);
        }
        running.then(resolve, reject).finally(() => this.startNext());
      };
      this.enqueue({ due: ticket.due, order: ++this.calls, start });
      if (!this.busy) this.startNext();
    });
  }

  private enqueue(waiter: Waiter): void {
    // Sorted by place, then by call: the first with a later place is where it goes.
    let low = 0;
    let high = this.waiting.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = this.waiting[middle]!;
      if (other.due < waiter.due || (other.due === waiter.due && other.order < waiter.order)) low = middle + 1;
      else high = middle;
    }
    this.waiting.splice(low, 0, waiter);
  }

  /**
   * Gives the connection to the first in line. PGlite answers synchronously, so one piece of
   * work starting the next runs in a single chain of promises, during which Node reads no new
   * request: past SLICE_MS of such a chain the connection waits for one turn of the event loop,
   * and the requests that arrived meanwhile take their place in line before the next starts.
   */
  private startNext(): void {
    const next = this.waiting[0];
    if (!next) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const now = performance.now();
    if (this.sliceStart === null) {
      this.sliceStart = now;
      // Any turn of the event loop ends the slice: the requests that came are in line.
      setImmediate(() => (this.sliceStart = null));
    } else if (now - this.sliceStart >= SLICE_MS) {
      if (!this.yielding) {
        this.yielding = true;
        setImmediate(() => {
          this.yielding = false;
          this.sliceStart = null;
          this.startNext();
        });
      }
      return;
    }
    this.waiting.shift();
    next.start();
  }
}

/**
 * What drizzle calls on PGlite, each through the queue; a transaction holds the connection
 * from BEGIN to COMMIT and its statements run inside it, as PGlite's own lock does. The
 * application's statements run prepared (pglite-statements.ts).
 */
export type QueuedClient = Pick<PGlite, 'query' | 'exec' | 'transaction'> & { readonly queue: ConnectionQueue };

export function queuedClient(client: PGlite): QueuedClient {
  numberRequests();
  const queue = new ConnectionQueue();
  const statements = statementRunner(client);
  const inTransaction = (tx: Transaction): Transaction => ({
    ...tx,
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) => {
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return statements.takes(query, params, options)
        ? statements.inTransaction<T>(query, params, options)
        : tx.query<T>(query, params, options);
    },
    get closed() {
      return tx.closed;
    },
  });
  return {
    queue,
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      queue.run(() =>
        statements.takes(query, params, options)
          ? statements.alone<T>(query, params, options)
          : client.query<T>(query, params, options),
      ),
    exec: (query: string, options?: QueryOptions) => queue.run(() => client.exec(query, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      queue.run(() => client.transaction((tx) => callback(inTransaction(tx)))),
  };
}

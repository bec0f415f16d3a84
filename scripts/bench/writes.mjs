// A steady stream of subscriptions made through the API while the list is measured (ADR 017):
// generated members (with a membership) subscribe to a coming session of a workshop of their
// programme, then unsubscribe, each (member, session) pair once. Their access tokens are
// written straight into the database, as in contention.mjs: the point is the writes.
import http from 'node:http';
import { clearInterval, setInterval } from 'node:timers';

export async function prepareWrites(client, { members = 300, sessions = 2000 } = {}) {
  const { rows: people } = await client.query(
    `insert into oauth_access_tokens (token_hash, user_id, client_id, family_id, expires_at)
     select encode(sha256(convert_to('bench-writer-' || u.id, 'UTF8')), 'hex'), u.id, 'web', gen_random_uuid(), now() + interval '1 hour'
     from users u
     where u.email like 'bench.membre.%' and exists (select 1 from memberships m where m.user_id = u.id and m."end" > now())
     order by u.id limit $1
     returning user_id as id`,
    [members],
  );
  // Any coming session of an active, non-AJA workshop (the generated members are not AJA).
  const { rows: meetings } = await client.query(
    `select m.id from meetings m join workshops w on w.id = m.workshop_id
     where w.active and not w.is_aja and m.start > now() + interval '1 day'
     order by random() limit $1`,
    [sessions],
  );
  return {
    writers: people.map(({ id }) => ({ id, token: `bench-writer-${id}` })),
    meetingIds: meetings.map(({ id }) => id),
  };
}

/** A PUT with a bearer token; resolves to the status, 0 when the connection failed. */
export function put(agent, url, token) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: 'PUT', agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end();
  });
}

/**
 * Starts `perSecond` writes a second, half subscribes and half unsubscribes (each subscribe
 * is undone a moment later). stop() waits for the calls under way and gives the statuses.
 */
export function startWrites(baseUrl, { writers, meetingIds }, { perSecond = 20 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const byStatus = {};
  const pending = new Set();
  const undo = [];
  let tick = 0;
  const call = (action, pair) => {
    const promise = put(
      agent,
      `${baseUrl}/api/meetings/${pair.meetingId}/${action}/${pair.writer.id}`,
      pair.writer.token,
    ).then((status) => {
      byStatus[`${action} ${status}`] = (byStatus[`${action} ${status}`] ?? 0) + 1;
      // Only a subscription that went through is undone.
      if (action === 'subscribe' && (status === 200 || status === 202)) undo.push(pair);
      pending.delete(promise);
    });
    pending.add(promise);
  };
  const timer = setInterval(() => {
    if (tick % 2 === 1 && undo.length > 0) {
      call('unsubscribe', undo.shift());
    } else {
      const pair = { writer: writers[tick % writers.length], meetingId: meetingIds[(tick * 7) % meetingIds.length] };
      call('subscribe', pair);
    }
    tick += 1;
  }, 1000 / perSecond);
  const startedAt = Date.now();
  return async function stop() {
    clearInterval(timer);
    await Promise.all([...pending]);
    agent.destroy();
    return { byStatus, calls: tick, seconds: (Date.now() - startedAt) / 1000 };
  };
}

export const formatStatuses = (byStatus) =>
  Object.entries(byStatus)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ');

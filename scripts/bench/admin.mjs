// BENCH_ONLY=admin: the back office's lists on a busy association's history — 10,000 members,
// 50,000 payments, 100,000 audit lines — each list and its search next to the one-row read.
// The admin lists have no cache: what is measured is the list as computed (budget a quarter).

export const adminSize = { members: 10_000, payments: 50_000, auditLines: 100_000 };
const staffEmail = 'admin@demo.fr';

/** SQL statements, in order, added on top of the demo and the large dataset. */
export function adminStatements(size = adminSize) {
  const { payments, auditLines } = size;
  return [
    // Payments over three years, one in four discounted by a demo partner; donations get receipts.
    `insert into payments (ref, user_id, subscription_cents, donation_cents, total_cents, discounted, partner_id, status,
        paid_at, receipt_year, receipt_number, created_at)
     select 'BENCH-PAY-' || n, u.id, 2000, d.cents, 2000 + d.cents, n % 4 = 0,
            case when n % 4 = 0 then (select min(id) from partners) end,
            (case when n % 10 = 0 then 'failed' else 'paid' end)::payment_status,
            case when n % 10 <> 0 then now() - (n % 1000) * interval '1 day' end,
            case when n % 10 <> 0 and d.cents > 0 then 2000 + n % 3 end,
            case when n % 10 <> 0 and d.cents > 0 then 100000 + n end,
            now() - (n % 1000) * interval '1 day'
     from generate_series(1, ${payments}) as n
     cross join lateral (select case when n % 3 = 0 then 1500 else 0 end as cents) as d
     join users u on u.email = 'bench.membre.' || (1 + n % 5000) || '@exemple.fr'`,
    `insert into audit_log (actor_id, actor_name, action, entity, entity_id, label, changes, created_at)
     select (select id from users where email = '${staffEmail}'), 'Admin Démo',
            (array['create','update','delete','rotate-code'])[1 + n % 4],
            (array['partner','workshop','user','setting','meeting'])[1 + n % 5], n % 3000,
            'Ligne ' || n, jsonb_build_object('name', jsonb_build_object('before', 'Avant ' || n, 'after', 'Après ' || n)),
            now() - (n % 1500) * interval '1 hour'
     from generate_series(1, ${auditLines}) as n`,
    'vacuum analyze',
  ];
}

/** Each back-office list, first page of 20 in its default order, then a search and a filter. */
export async function measureAdminLists({ measure, db, signIn }) {
  const headers = { authorization: `Bearer ${await signIn(staffEmail)}` };
  const {
    rows: [counts],
  } = await db.query(
    `select (select count(*) from users)::int as users, (select count(*) from payments)::int as payments,
            (select count(*) from audit_log)::int as audit`,
  );
  console.log(
    `Le back-office mesuré : ${counts.users} comptes, ${counts.payments} paiements, ${counts.audit} lignes de journal\n`,
  );
  const lists = [
    ['GET /api/admin/dashboard (tableau de bord)', '/api/admin/dashboard'],
    ['GET /api/admin/users (20 par page)', '/api/admin/users?page=1&per_page=20'],
    ['GET /api/admin/users (recherche « nom12 »)', '/api/admin/users?page=1&per_page=20&q=nom12'],
    ['GET /api/admin/payments (20 par page)', '/api/admin/payments?page=1&per_page=20'],
    ['GET /api/admin/payments (payés, remisés)', '/api/admin/payments?page=1&per_page=20&state=paid&discounted=yes'],
    ['GET /api/admin/tax-receipts (20 par page)', '/api/admin/tax-receipts?page=1&per_page=20'],
    ['GET /api/admin/audit-log (20 par page)', '/api/admin/audit-log?page=1&per_page=20'],
    ['GET /api/admin/audit-log (page 200)', '/api/admin/audit-log?page=200&per_page=20'],
    ['GET /api/admin/workshops (20 par page)', '/api/admin/workshops?page=1&per_page=20'],
  ];
  const figures = [];
  for (const [name, path] of lists) {
    const result = await measure(name, { path, headers });
    figures.push([name, result.requests.average]);
  }
  return figures;
}

/** Each list over the one-row read, next to the budget of a list computed without cache. */
export function printAdminRatios(oneRowRps, figures, verdict) {
  for (const [name, rps] of figures) {
    const ratio = rps / oneRowRps;
    const label = `${name.replace(/^GET \/api\/admin\//, '')} / lecture d'une ligne`;
    console.log(`${label.padEnd(62)} ${ratio.toFixed(2)} (budget ≥ 0.25 : ${verdict(ratio >= 0.25)})`);
  }
}

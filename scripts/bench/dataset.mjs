// The benchmark's large dataset, added on top of the demo in a few set-based statements
// (generate_series), so thousands of rows take seconds, not minutes. Every generated person
// signs in with the demo password: their hash is copied from membre@demo.fr.

export const datasetSize = {
  members: Number(process.env.BENCH_MEMBERS ?? 5000),
  pros: Number(process.env.BENCH_PROS ?? 100),
  workshops: Number(process.env.BENCH_WORKSHOPS ?? 300),
  meetingsPerWorkshop: Number(process.env.BENCH_MEETINGS_PER_WORKSHOP ?? 100),
  subscribersPerMeeting: 2,
};

export const benchMemberEmail = (n) => `bench.membre.${n}@exemple.fr`;

const cities = `(values ('75011','Paris','75',48.859,2.379),('69003','Lyon','69',45.760,4.850),
  ('33000','Bordeaux','33',44.837,-0.579),('13005','Marseille','13',43.293,5.397),
  ('59000','Lille','59',50.629,3.057),('44000','Nantes','44',47.218,-1.553),
  ('31000','Toulouse','31',43.604,1.444),('67000','Strasbourg','67',48.573,7.752))
  as c(zip, city, department, lat, lng)`;

/** SQL statements, in order; the sizes are checked integers, inlined. */
export function datasetStatements(size = datasetSize) {
  const { members, pros, workshops, meetingsPerWorkshop, subscribersPerMeeting } = size;
  const int = (value) => {
    if (!Number.isInteger(value) || value < 1) throw new Error(`taille invalide : ${value}`);
    return value;
  };
  return [
    // Members and pros, with the demo password.
    `insert into users (firstname, lastname, email, password_hash, zip, city, birthdate, role, registration_process,
        completed_at, terms_accepted_at, created_at)
     select 'Prénom' || n, 'Nom' || n,
            case when n <= ${int(members)} then 'bench.membre.' || n else 'bench.pro.' || (n - ${members}) end || '@exemple.fr',
            (select password_hash from users where email = 'membre@demo.fr'),
            c.zip, c.city, date '1960-01-01' + (n % 12000),
            case when n <= ${members} then 'user' else 'pro' end::user_role,
            '{"reason":"other","aja_role":null}'::jsonb, now(), now(), now() - (n % 700) * interval '1 day'
     from generate_series(1, ${members} + ${int(pros)}) as n
     cross join lateral (select * from ${cities} offset (n % 8) limit 1) as c`,
    // A current membership for most members (9 out of 10) and for every pro.
    `insert into memberships (user_id, start, "end", source, ref)
     select id, now() - interval '30 days', now() + interval '335 days', 'free_adhesion', 'BENCH-' || id
     from users where email like 'bench.%' and (role = 'pro' or id % 10 <> 0)`,
    `insert into pro_statuses (user_id, type, start)
     select id, 'basic', now() - interval '400 days' from users where email like 'bench.pro.%'`,
    // Workshops owned by the generated pros; one in ten is AJA, one in twenty onCommence.
    `insert into workshops (name, description, type, active, user_id, zip, city, department, lat, lng, is_aja,
        workshop_type, start, "end")
     select 'Atelier ' || c.city || ' ' || n, 'Atelier de remédiation cognitive n° ' || n,
            case when n % 3 = 0 then 'remote' else 'onsite' end::location_type, n % 17 <> 0,
            pro.id, c.zip, c.city, c.department, c.lat + (n % 50) * 0.001, c.lng - (n % 50) * 0.001,
            n % 10 = 0, case when n % 20 = 0 then 'oncommence' else 'cognitive' end::workshop_type,
            now() - interval '180 days', now() + interval '180 days'
     from generate_series(1, ${int(workshops)}) as n
     cross join lateral (select * from ${cities} offset (n % 8) limit 1) as c
     cross join lateral (select id from users where email = 'bench.pro.' || (1 + n % ${pros}) || '@exemple.fr') as pro`,
    // Weekly sessions around today, half past and half to come.
    `insert into meetings (workshop_id, start, "end", type, address, link, sequence, places)
     select w.id, s.start, s.start + interval '2 hours', w.type,
            case when w.type = 'onsite' then '12 rue de la Santé, ' || w.city end,
            case when w.type = 'remote' then 'https://visio.exemple.fr/' || w.id || '-' || k end,
            1 + k % 12, 8 + k % 5
     from workshops w
     cross join generate_series(1, ${int(meetingsPerWorkshop)}) as k
     cross join lateral (select date_trunc('hour', now()) + ((k - ${Math.floor(meetingsPerWorkshop / 2)}) * 7 + w.id % 7) * interval '1 day' as start) as s
     where w.user_id in (select id from users where email like 'bench.pro.%')`,
    // Places taken by members, spread over every generated member.
    `insert into meeting_subscriptions (meeting_id, user_id, status, attendance, created_at)
     select m.id, u.id, 'validated', case when m.start < now() then (m.id + j) % 2 end,
            m.start - interval '10 days' + j * interval '1 minute'
     from meetings m
     cross join generate_series(0, ${int(subscribersPerMeeting)} - 1) as j
     join users u on u.email = 'bench.membre.' || (1 + (m.id * 7 + j * 131) % ${members}) || '@exemple.fr'
     where m.workshop_id in (select w.id from workshops w join users p on p.id = w.user_id where p.email like 'bench.pro.%')`,
    // The steady state autovacuum reaches within a minute in use: the subscriptions above
    // left a dead version of every session behind (meetings.taken_places, ADR 027).
    'vacuum analyze',
    // Written in one transaction, the 60,000 subscriptions left 60,000 versions of the 300 rows
    // of workshop_list_versions (10 MB). In use each subscription is its own transaction and the
    // row is updated in place: the table stays a few pages, as here after this.
    'vacuum full workshop_list_versions',
  ];
}

/** Row counts after generation, to print next to the figures. */
export const datasetCountsQuery = `select
  (select count(*) from users)::int as users,
  (select count(*) from workshops)::int as workshops,
  (select count(*) from meetings)::int as meetings,
  (select count(*) from meeting_subscriptions)::int as subscriptions`;

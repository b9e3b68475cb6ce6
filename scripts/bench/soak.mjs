// `npm run bench:soak`: a bounded mixed load on PostgreSQL. Signed-in guests search a destination
// for dates, price homes and reserve them (a booking context, then reserve-listing), on distinct
// dates and, one reservation in five, on the nights another guest is reserving. The capacity of
// that mix is measured first (SOAK_MEASURE_REQUESTS of it at full speed, about 5 s here), then
// the soak runs at half of it for SOAK_SECONDS. It fails (exit 1) on any error: a non-2xx answer
// other than a reservation's 'dates unavailable' (400, code dates-unavailable), a socket error or
// a timeout; or when the reserved stays in the database differ from the reservations the host
// answered 2xx.
// Everything runs in a database of its own, dropped on exit, failure or Ctrl+C.
// Knobs: DATABASE_URL (the admin connection, postgres://postgres@127.0.0.1:5432/test),
// SOAK_SECONDS (60), SOAK_MEASURE_REQUESTS (600), SOAK_CONNECTIONS (10), SOAK_HOMES (100).
// `-- --workers N` (issue 31): after one process's capacity, the same measurement through
// `server/cluster.ts` with N processes on the same database, printed beside it. On a machine
// with fewer cores than processes + PostgreSQL + the load generator (this 2-core one) the
// figure shows the cluster's overhead, not a speed-up.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import {
  adminQuery,
  children,
  databaseUrl,
  freePort,
  nodeTsx,
  stopChild,
  waitForHealth,
} from './bench-processes.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const positive = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SECONDS = positive('SOAK_SECONDS', 60);
const MEASURE_REQUESTS = positive('SOAK_MEASURE_REQUESTS', 600);
const CONNECTIONS = positive('SOAK_CONNECTIONS', 10);
const HOMES = positive('SOAK_HOMES', 100);
const DATES_UNAVAILABLE_CODE = 'dates-unavailable';
const NIGHTS = 4;
// Reservation n of a home is its n-th slot, a week after the one before, starting two months
// out; every fifth reservation of a home asks for the nights of the one before it.
const FIRST_SLOT_DAYS = 60;
const OVERLAP_EVERY = 5;

// Homes are taken BLOCK at a time for ROUNDS rounds, so a home's fifth reservation, the
// first to overlap, comes after a few dozen attempts rather than after a round of every home.
const BLOCK = 10;
const ROUNDS = 10;

if (HOMES % BLOCK !== 0) throw new Error(`SOAK_HOMES must be a multiple of ${BLOCK}`);

const workersArgument = () => {
  const at = process.argv.indexOf('--workers');
  if (at === -1) return 0;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 64)
    throw new Error(`--workers must be a whole number from 1 to 64, got "${process.argv[at + 1] ?? ''}"`);
  return value;
};
const WORKERS = workersArgument();

const database = `bench_soak_${process.pid}`;
let created = false;
let server;

// --- cleanup ------------------------------------------------------------------------------

const cleanup = async () => {
  await Promise.all([...children].map(stopChild));
  if (created) {
    await adminQuery(ADMIN_URL, `drop database if exists ${database} with (force)`).catch((error) =>
      console.error(`drop ${database}: ${error.message}`),
    );
    created = false;
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

// --- the host -------------------------------------------------------------------------------

const startServer = async (url) => {
  const seeded = await nodeTsx('server/demo/seed/seed-cli.ts', [], { DATABASE_URL: url }, [
    'ignore',
    'ignore',
    'inherit',
  ]).exited;
  if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded})`);
  return startHost('server/main.ts', url, {});
};

/** One process (server/main.ts) or a cluster of them (server/cluster.ts), same settings. */
const startHost = async (script, url, extra) => {
  const port = await freePort();
  const child = nodeTsx(
    script,
    [],
    {
      DATABASE_URL: url,
      PORT: port,
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The guests sign up from one address: the per-address sign-up limit would refuse them.
      AUTH_RATE_LIMIT_MAX: '100000',
      ...extra,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base);
  return { child, base };
};

/**
 * The same measurement through WORKERS processes behind one port, printed beside one process's.
 * Its requests continue the plan, so its reservations are checked with the rest.
 */
const measureCluster = async (url, plan, tally, single) => {
  const cluster = await startHost('server/cluster.ts', url, { WORKERS: String(WORKERS) });
  // Health answers once one worker listens; the others are given a moment to come up too.
  for (let k = 0; k < WORKERS * 4; k += 1) await fetch(`${cluster.base}/api/ready`).catch(() => {});
  const measured = await run(cluster.base, mix(plan, tally), { amount: MEASURE_REQUESTS });
  printTally(`capacity of ${WORKERS} processes (full speed)`, tally, measured);
  const capacity = Object.values(tally.answers).reduce((a, b) => a + b, 0) / measured.seconds;
  const cores = availableParallelism();
  console.log(
    `cluster: ${WORKERS} processes ${capacity.toFixed(1)} req/s beside one process ${single.toFixed(1)} req/s (x${(capacity / single).toFixed(2)}) on ${cores} cores`,
  );
  if (cores < WORKERS + 2)
    console.log(
      `cluster: on this ${cores}-core machine the figure shows overhead, not speed-up: the ${WORKERS} processes share ${cores} cores with PostgreSQL and the load generator`,
    );
  await stopChild(cluster.child);
  return measured;
};

const call = async (base, method, path, { token, body } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-session-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
};

// --- the plan -------------------------------------------------------------------------------

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const slotDates = (slot) => {
  const start = FIRST_SLOT_DAYS + slot * 7;
  return { startDate: day(start), endDate: day(start + NIGHTS) };
};
// Prices are asked for a week no reservation takes, so every one of them can answer 200: the
// nights the soak reserves would rightly answer 'dates unavailable'.
const pricingSlot = (lastSlot) => lastSlot + 2;
const stayQuery = ({ startDate, endDate }) => `startDate=${startDate}&endDate=${endDate}&adultCount=2`;

/** The slot of a home's n-th reservation: a new one, or the one before it for an overlap. */
const slotOf = (n) =>
  n % OVERLAP_EVERY === OVERLAP_EVERY - 1 ? slotOf(n - 1) : n - Math.floor(n / OVERLAP_EVERY);

/**
 * Homes that price for their first and last slot (so their rules take the stays) and for the
 * pricing slot, found through the API as a client would: destinations, then a search of each.
 */
const discoverHomes = async (base, lastSlot) => {
  const homes = [];
  const searches = [];
  for (const destination of await call(base, 'GET', '/api/listings/destinations')) {
    const search = `/api/listings/search?destination=${encodeURIComponent(destination.name)}&${stayQuery(slotDates(0))}`;
    const found = await call(base, 'GET', search);
    if (found.exactMatches.length > 0) searches.push(`destination=${encodeURIComponent(destination.name)}`);
    // Homes booked on request are reserved only once quoted: not a guest's instant move.
    // The search answer carries bookingSetting (isInstantBooking only on a listing's own page):
    // every setting but 'Request Price' is instant (src/core/listing/booking-setting.rule.ts).
    const instant = (match) => match.isInstantBooking ?? match.bookingSetting !== 'Request Price';
    for (const home of found.exactMatches.filter(instant)) {
      if (homes.length >= HOMES) break;
      const prices = await Promise.all(
        [0, lastSlot, pricingSlot(lastSlot)].map(async (slot) => {
          const path = `/api/listing/${home.objectId}/instant-pricing?${stayQuery(slotDates(slot))}`;
          return (await fetch(`${base}${path}`)).ok;
        }),
      );
      if (prices.every(Boolean)) homes.push(home.objectId);
    }
  }
  // Whole blocks only (see attemptOf).
  homes.length -= homes.length % BLOCK;
  if (homes.length === 0) throw new Error(`fewer than ${BLOCK} homes price for the soak stays`);
  return { homes, searches };
};

/**
 * Guests signed up through the API, as the app does, each with a sandbox card on file (an
 * instantly booked home charges one at once): the session tokens.
 */
const signUpGuests = async (base, guests, count) => {
  while (guests.length < count) {
    const batch = Array.from({ length: Math.min(4, count - guests.length) }, (_, i) => guests.length + i);
    const tokens = await Promise.all(
      batch.map(async (k) => {
        const answer = await call(base, 'POST', '/api/signup/', {
          body: {
            email: `soak-guest-${k}@soak.test`,
            password: `soak-password-${k}`,
            firstName: 'Soak',
            lastName: `Guest${k}`,
          },
        });
        const token = answer.token;
        const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };
        const { secret } = await call(base, 'GET', '/api/billing/client-secret', { token });
        const method = await call(base, 'POST', '/api/billing/sandbox/payment-methods', {
          token,
          body: {
            clientSecret: secret,
            card,
            billingDetails: { name: `Soak Guest${k}`, postalCode: '80202', country: 'US' },
          },
        });
        await call(base, 'POST', `/api/user/${answer.user.objectId}/creditCard`, {
          token,
          body: { userId: answer.user.objectId, paymentMethodId: method.paymentMethodId },
        });
        return token;
      }),
    );
    guests.push(...tokens);
  }
};

// --- the load -------------------------------------------------------------------------------

const KINDS = ['search', 'pricing', 'booking context', 'reserve'];

const newTally = () => ({
  answers: Object.fromEntries(KINDS.map((kind) => [kind, 0])),
  reserved: 0,
  unavailable: 0,
  serverErrors: 0,
  errors: [],
});

/** What an answer says, or {} when it is not JSON. */
const parsed = (body) => {
  try {
    return JSON.parse(body) ?? {};
  } catch {
    return {};
  }
};

/**
 * The mix, one request of each kind in turn on every connection: a search, a price, then a
 * reservation (its booking context, then reserve-listing) with the next attempt of the plan.
 */
const mix = (plan, tally) => {
  let lookups = 0;
  const count = (kind) => (status, body, context) => {
    tally.answers[kind] += 1;
    if (status >= 500) tally.serverErrors += 1;
    if (status >= 200 && status < 300) {
      if (kind === 'booking context') context.contextId = parsed(body).objectId;
      if (kind === 'reserve') tally.reserved += 1;
      return;
    }
    if (kind === 'reserve' && status === 400 && parsed(body).code === DATES_UNAVAILABLE_CODE) {
      tally.unavailable += 1;
      return;
    }
    tally.errors.push(`${kind}: ${status} ${body.slice(0, 200)}`);
  };
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        lookups += 1;
        const slot = lookups % 20;
        const where = plan.searches[lookups % plan.searches.length];
        return { ...request, path: `/api/listings/search?${where}&${stayQuery(slotDates(slot))}` };
      },
      onResponse: count('search'),
    },
    {
      method: 'GET',
      setupRequest: (request) => {
        const home = plan.homes[lookups % plan.homes.length];
        return {
          ...request,
          path: `/api/listing/${home}/instant-pricing?${stayQuery(slotDates(plan.priced))}`,
        };
      },
      onResponse: count('pricing'),
    },
    {
      method: 'PUT',
      path: '/api/item-booking-context',
      setupRequest: (request, context) => {
        context.contextId = undefined;
        const attempt = plan.next();
        if (!attempt) {
          tally.errors.push('booking context: the plan has no guest left for another reservation');
          return null;
        }
        Object.assign(context, attempt);
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-session-token': attempt.token },
          body: JSON.stringify({
            itemId: attempt.home,
            itemType: 'Listing',
            bookingState: {
              itemStartDate: attempt.startDate,
              itemEndDate: attempt.endDate,
              adultCount: 2,
            },
          }),
        };
      },
      onResponse: count('booking context'),
    },
    {
      method: 'POST',
      // No context (its save failed, counted as an error): start the round again.
      setupRequest: (request, context) =>
        context.contextId
          ? {
              ...request,
              path: `/api/listings/${context.home}/reserve-listing`,
              headers: { 'content-type': 'application/json', 'x-session-token': context.token },
              body: JSON.stringify({ itemBookingContext: context.contextId, targetEntityIds: {} }),
            }
          : null,
      onResponse: count('reserve'),
    },
  ];
};

/**
 * A fixed number of requests: autocannon then waits for every answer before it ends, so each
 * reservation the host made has been counted (a timed run drops the answers in flight).
 */
const run = (base, requests, { amount, connections = CONNECTIONS, connectionRate }) => {
  const started = Date.now();
  return autocannon({
    url: base,
    connections,
    amount,
    ...(connectionRate ? { connectionRate } : {}),
    requests,
  }).then((result) => ({ ...result, seconds: (Date.now() - started) / 1000 }));
};

/**
 * Attempt k of the plan: which home, which guest (the n-th to ask for that home) and which
 * slot. No guest asks for a home twice: a second ask would find the first one's item on
 * their trip. Guests are signed up ahead of the attempts that need them.
 */
const attemptOf = (k, homeCount) => {
  const cycle = Math.floor(k / (homeCount * ROUNDS));
  const rest = k % (homeCount * ROUNDS);
  const within = rest % (BLOCK * ROUNDS);
  const home = Math.floor(rest / (BLOCK * ROUNDS)) * BLOCK + (within % BLOCK);
  const n = cycle * ROUNDS + Math.floor(within / BLOCK);
  return { home, guest: n, slot: slotOf(n) };
};

/** The guests attempts 0..count-1 need. */
const guestsFor = (count, homeCount) => (Math.floor((count - 1) / (homeCount * ROUNDS)) + 1) * ROUNDS;

const makePlan = (homes, searches, guests, priced) => {
  let attempts = 0;
  return {
    homes,
    searches,
    priced,
    attempts: () => attempts,
    next() {
      const { home, guest, slot } = attemptOf(attempts, homes.length);
      attempts += 1;
      const token = guests[guest];
      if (!token) return null;
      return { home: homes[home], token, ...slotDates(slot) };
    },
  };
};

// --- the check ------------------------------------------------------------------------------

const reservedStaysInDatabase = async (url) => {
  const { rows } = await adminQuery(
    url,
    `select count(*)::int as n
       from listing_unavailable_ranges r
       join itinerary_listing_items i on i.id = r.listing_item_id
       join itineraries t on t.id = i.itinerary_id
       join users u on u.id = t.user_id
      where r.kind = 'reserved' and u.email like 'soak-guest-%@soak.test'`,
  );
  return rows[0].n;
};

const printTally = (label, tally, result) => {
  const { seconds } = result;
  const total = Object.values(tally.answers).reduce((a, b) => a + b, 0);
  console.log(
    `${label}: ${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} req/s)`,
  );
  console.log(
    `  ${KINDS.map((kind) => `${kind} ${tally.answers[kind]}`).join(', ')}; reserved ${tally.reserved}, dates unavailable ${tally.unavailable}`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${tally.errors.length + result.errors + result.timeouts} (answers ${tally.errors.length}, socket ${result.errors}, timeouts ${result.timeouts})`,
  );
  for (const error of tally.errors.slice(0, 5)) console.log(`    ${error}`);
};

// --- main -----------------------------------------------------------------------------------

let failed = false;
try {
  await adminQuery(ADMIN_URL, 'select 1').catch((error) => {
    throw new Error(`PostgreSQL at ${ADMIN_URL} does not answer (${error.message}); is it running?`);
  });
  await adminQuery(ADMIN_URL, `create database ${database}`);
  created = true;
  const url = databaseUrl(ADMIN_URL, database);
  console.log(`soak: PostgreSQL database ${database}, dropped at the end`);
  server = await startServer(url);

  const guests = [];
  await signUpGuests(server.base, guests, ROUNDS);
  // The plan's last slot bounds how far out stays go; guests are added as the rate needs.
  const maxGuests = 60;
  const lastSlot = slotOf(maxGuests);
  const { homes, searches } = await discoverHomes(server.base, lastSlot);
  const plan = makePlan(homes, searches, guests, pricingSlot(lastSlot));
  const before = await reservedStaysInDatabase(url);
  console.log(
    `soak: ${homes.length} homes in ${searches.length} destinations, ${CONNECTIONS} connections, ${NIGHTS}-night stays`,
  );

  const measureTally = newTally();
  const measured = await run(server.base, mix(plan, measureTally), { amount: MEASURE_REQUESTS });
  printTally('capacity (full speed)', measureTally, measured);
  const capacity = Object.values(measureTally.answers).reduce((a, b) => a + b, 0) / measured.seconds;
  const clusterTally = newTally();
  const clustered = WORKERS > 0 ? await measureCluster(url, plan, clusterTally, capacity) : undefined;
  // The same whole number of requests a second from each connection (with a shared rate,
  // autocannon's faster connections finish their share first and the rate sags at the end):
  // the most connections whose even rate is within 10 % under half the capacity.
  const half = Math.max(1, Math.floor(capacity / 2));
  const evenRate = (c) => Math.floor(half / c) * c;
  const connections =
    Array.from({ length: CONNECTIONS }, (_, i) => CONNECTIONS - i).find(
      (c) => c <= half && evenRate(c) >= 0.9 * half,
    ) ?? 1;
  const perConnection = Math.floor(half / connections);
  const rate = perConnection * connections;

  // A quarter of the requests are reservations; sign up enough guests for every home's attempts.
  const attemptsAhead = plan.attempts() + Math.ceil((rate / 4) * SECONDS * 1.5) + CONNECTIONS;
  const guestsNeeded = guestsFor(attemptsAhead, homes.length);
  if (guestsNeeded > maxGuests)
    throw new Error(`the soak would need ${guestsNeeded} guests; lower SOAK_SECONDS or raise SOAK_HOMES`);
  await signUpGuests(server.base, guests, guestsNeeded);

  const soakTally = newTally();
  const soaked = await run(server.base, mix(plan, soakTally), {
    amount: rate * SECONDS,
    connections,
    connectionRate: perConnection,
  });
  printTally(
    `soak at ${rate} req/s (capacity ${capacity.toFixed(1)}; ${connections} connections)`,
    soakTally,
    soaked,
  );

  const tallies = [measureTally, clusterTally, soakTally];
  const sum = (count) => tallies.reduce((total, tally) => total + count(tally), 0);
  const refused = sum((tally) => tally.errors.length);
  const socket = measured.errors + soaked.errors + (clustered?.errors ?? 0);
  const timeouts = measured.timeouts + soaked.timeouts + (clustered?.timeouts ?? 0);
  const errors = refused + socket + timeouts;
  console.log(
    `errors: ${errors} (refused answers ${refused}, of them 5xx ${sum((tally) => tally.serverErrors)}; socket errors ${socket}; timeouts ${timeouts}); expected 'dates unavailable' answers ${sum((tally) => tally.unavailable)}`,
  );
  const answered = measureTally.reserved + clusterTally.reserved + soakTally.reserved;
  const stored = (await reservedStaysInDatabase(url)) - before;
  const same = stored === answered;
  console.log(
    `reservations: ${answered} answered 2xx, ${stored} reserved stays in the database: ${same ? 'OK' : 'MISMATCH'}`,
  );
  failed = errors > 0 || !same;
} catch (error) {
  failed = true;
  console.error('bench:soak failed:', error);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);

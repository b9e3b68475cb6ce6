-- Counters for the host's limits (sign-in attempts per account, writes per guest, the rate
-- limiter's per-address counts), in the database so every host process on it counts the
-- same attempts (docs/host/limits.md). A fixed window per key: `count` attempts since
-- `started_at`, forgotten at `expires_at`. Times are the database's clock, one for all
-- processes.
create table limit_counters (
  key text primary key,
  started_at timestamptz not null,
  expires_at timestamptz not null,
  count integer not null check (count >= 0)
);

create index limit_counters_expiry on limit_counters (expires_at);

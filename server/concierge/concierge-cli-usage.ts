/** `npm run concierge -- --help`: the commands of concierge-cli-args.ts, as a concierge reads them. */
export const CONCIERGE_USAGE = `Usage: npm run concierge -- <command> [arguments] [options]

Concierge work (docs/host/decisions.md#concierge-work) on the database of DATABASE_URL, or
the PGlite folder DATA_DIR (default .data/pglite; stop the server first: PGlite opens a
folder in one process only). The same rules as the /api/concierge/... routes apply.

Commands:
  items [--status STATUS]            items waiting for the concierge (in_progress, approved)
  quote <itemId>                     in_progress -> quoted
      service: [--adjustment AMOUNT[:REASON]]...  (a credit: --adjustment=-50:Goodwill)
      home:    --base-rate N [--fee NAME:AMOUNT]... [--taxes N] [--deposit N]
  confirm <itemId>                   approved -> booked
  mark-unavailable <itemId>          in_progress, approved -> not_available (a home's nights are freed)
  cancel <itemId>                    anything but canceled -> canceled (a home's nights are freed)
  note <itemId> --text TEXT          notes on a service item for the guest: shown on its details
                                     and added to the trip's conversation (they replace earlier notes)
  respond-by [price|confirmation HOURS]
                                     the hours the concierge has to answer a price request
                                     (default 24) or confirm a reservation (default 48);
                                     without arguments, the rule as stored
  card-token --email EMAIL | --user-id ID [--itinerary ID]
                                     a 72-hour, single-use link for the guest to add a card
  account-link --email EMAIL [--purpose set-password|finalize-account]
               [--create --first-name NAME --last-name NAME]
                                     a 72-hour, single-use portal link to set a password or
                                     finalize an account; --create invites a new account
  outbox --email EMAIL               the latest messages the host posted to EMAIL, newest first
                                     (a reset link the guest asked for, where no relay
                                     delivers the outbox: docs/host/decisions.md#mail-outbox)

Options:
  --reason TEXT    why, kept in the item's history
  --as EMAIL       the concierge (or admin) recorded as doing it
  --app-url URL    the guest app (and its /sso portal) the link points at
                   (default PUBLIC_APP_URL, else http://localhost:PORT)
  --json           print the result as JSON
  -h, --help       this text

Exit codes: 0 done; 1 refused (unknown item, a move its status does not allow, ...);
2 bad usage; 3 the database could not be used.`;

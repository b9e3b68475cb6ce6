/**
 * A signed-in guest's price request from plain Node against a running host, through the
 * core's own use cases and the real REST ports: sign in through the portal's call (the session
 * port, never a cookie set by hand), check who the session is, find a Request Price home, save
 * the stay as its booking context and ask the concierge for its price.
 *
 *   npm start                                          (in another terminal: the host on :3000)
 *   node --import tsx examples/headless-signed-in.ts   [host] [e-mail] [password]
 *                                                      (npm run example:signed-in)
 */
import * as E from 'fp-ts/lib/Either.js';
import { headlessUseCases, restPorts } from '../src/composition-root/headless-entry.js';
import { statusLabel } from '../src/core/itinerary/index.js';
import { hostAnswers } from './headless-search.js';

const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const fail = (what: string, error: { readonly message: string }): never => {
  throw new Error(`${what}: ${error.message}`);
};

/** Signs in, then asks the price of a Request Price home in `destination` for a week two months out. */
export const signedInPriceRequest = async (
  host: string,
  email: string,
  password: string,
  destination = 'Aspen',
): Promise<string[]> => {
  const ports = restPorts({ config: { apiBaseUrl: host, authBaseUrl: `${host}/auth` } });
  const core = headlessUseCases(ports);

  const signedIn = await core.signIn(email, password);
  if (E.isLeft(signedIn)) return fail('Sign-in refused', signedIn.left);
  const session = await core.fetchSession();
  if (E.isLeft(session)) return fail('No session after sign-in', session.left);
  const lines = [`Signed in as ${session.right.email ?? signedIn.right.email}`];

  const stay = { startDate: dayFromToday(60), endDate: dayFromToday(67) };
  const found = await core.searchListings({ destination, ...stay, adultCount: 2 });
  if (E.isLeft(found)) return fail('Search failed', found.left);
  const home = found.right.exactMatches.find((listing) => listing.bookingSetting === 'Request Price');
  if (!home)
    return [...lines, `No Request Price home in ${destination} for ${stay.startDate} to ${stay.endDate}`];

  const context = await core.createBookingContext({
    item: { itemId: home.objectId, itemType: 'Listing' },
    bookingState: { itemStartDate: stay.startDate, itemEndDate: stay.endDate, adultCount: 2 },
  });
  if (E.isLeft(context)) return fail('The stay could not be saved', context.left);
  const requested = await core.requestHomePrice({
    homeId: home.objectId,
    stay: { bookingContextId: context.right.objectId },
    trip: null,
    asker: { productLine: null, partner: null, leadSource: null },
  });
  if (E.isLeft(requested)) return fail('Price request refused', requested.left);
  const { item, itinerary, confirmation } = requested.right;
  lines.push(
    `${home.name}, ${item.startDate} to ${item.endDate}, on trip "${itinerary.itineraryName}": ${statusLabel(item.status)}`,
    `${confirmation.title} ${confirmation.message}`,
  );
  for (const { error } of ports.errorReporter.reports) lines.push(`Reported: ${String(error)}`);
  return lines;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [host = 'http://localhost:3000', email = 'guest@keyhaven.test', password = 'vacation-demo-1'] =
    process.argv.slice(2);
  hostAnswers(host)
    .then((answers) => {
      if (!answers) throw new Error(`no host answers at ${host} (start one with npm start)`);
      return signedInPriceRequest(host, email, password);
    })
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(
        `The price request could not run: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
    });
}

/**
 * The booking state in plain Node: what a guest fills in while booking, kept field by field
 * in storage (in memory here), read back as the screen would after a reload, then cleared.
 * A bad value is refused and a card field needs a signed-in guest.
 *
 *   npm run build:core && node examples/headless/booking-state.mjs
 */

import { bookingStateTransition, emptyBookingState } from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';
import * as E from 'fp-ts/lib/Either.js';

const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ports = memoryPorts();
const core = headlessUseCases(ports);
const guest = { bookingStateId: 'itm_chef_1', userId: 'u_ava' };
const anonymous = { bookingStateId: 'itm_chef_1' };

let screen = emptyBookingState();
const save = (ids, field, value) => {
  const saved = core.saveBookingStateField(ids, field, value);
  if (E.isRight(saved))
    screen = bookingStateTransition(screen, { type: 'field-saved', field, value: saved.right });
  return saved;
};

save(guest, 'itemStartDate', `${dayFromToday(14)}T18:00:00.000Z`);
save(guest, 'adultCount', 4);
save(guest, 'promoCodes', [{ objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 }]);
save(guest, 'cardId', 'card_visa_4242');
const noUser = save(anonymous, 'cardId', 'card_visa_4242');
console.log(`Saved: ${ports.keyValueStore.keys().length} keys in storage`);
console.log(`Card without a signed-in guest: ${E.isLeft(noUser) ? noUser.left.message : 'saved'}`);

const reloaded = core.readBookingState(guest);
console.log(
  `After a reload: starts ${reloaded.itemStartDate}, ${reloaded.adultCount} adults, promo ${reloaded.promoCodes.map((code) => code.name).join(', ')}, card ${reloaded.cardId}`,
);
console.log(`The screen holds the same: ${JSON.stringify(reloaded) === JSON.stringify(screen)}`);

ports.keyValueStore.set('bookingState:itm_chef_1:adultCount', '"many"');
console.log(`A hand-edited count reads as: ${core.readBookingState(guest).adultCount}`);

core.clearBookingState(guest);
screen = bookingStateTransition(screen, { type: 'cleared' });
console.log(
  `Cleared: ${ports.keyValueStore.keys().length} keys left, errors reported: ${ports.errorReporter.reports.length}`,
);

import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { RecordingNavigation } from '../../../src/adapters/navigation/recording-navigation.js';
import { readConfig } from '../../../src/config.js';
import type { Country } from '../../../src/core/country/country.entity.js';
import type { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import type { MarketGateway } from '../../../src/core/market/market-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { AddCardViewModel } from '../../../src/ui/cards/add-card.view-model.js';
import type { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { declined, deferred, fakePayments, fakeProvider, hostFailure } from './card-fakes.js';

const COUNTRIES: readonly Country[] = [
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'US', name: 'United States' },
];

const setup = ({ signedIn = true } = {}) => {
  const payments = fakePayments();
  const provider = fakeProvider();
  const itineraries = {
    attachCreditCard: vi.fn<ItineraryGateway['attachCreditCard']>(async () => E.right(undefined)),
  };
  const markets = { countries: vi.fn<MarketGateway['countries']>(async () => E.right(COUNTRIES)) };
  const navigation = new RecordingNavigation();
  const shell = {
    session: signedIn
      ? { status: 'authenticated', user: { objectId: 'u-1', username: 'ava' } }
      : { status: 'unauthenticated' },
    errorRaised: vi.fn<(error: AppError) => void>(),
  };
  const config = readConfig({ PUBLIC_SSO_URL: 'https://sso.test', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_k' });
  const vm = new AddCardViewModel(
    payments,
    provider,
    itineraries,
    markets,
    navigation,
    shell as unknown as ShellViewModel,
    config,
  );
  return { vm, payments, provider, itineraries, markets, navigation, shell, widget: provider.widget };
};

const PAGE = 'https://app.test/card-addition?itineraryId=itn_1';

const openForm = async () => {
  const ready = setup();
  await ready.vm.opened('itn_1', PAGE);
  ready.vm.card.attached({ page: 'widget place' });
  return ready;
};

const fillIn = (ready: Awaited<ReturnType<typeof openForm>>) => {
  ready.vm.nameChanged(' Ava Guest ');
  ready.vm.country.picked('US');
  ready.vm.zipChanged('81657');
  ready.widget.typed({ complete: true });
};

describe("AddCardViewModel: opening the 'Add A Card' screen", () => {
  it('a signed-out guest is sent to sign in, coming back to this page', async () => {
    const { vm, navigation, provider, markets } = setup({ signedIn: false });
    await vm.opened('itn_1', PAGE);
    expect(vm.screen).toEqual({ screen: 'signing-in' });
    expect(navigation.visits).toEqual([
      { how: 'leave', url: `https://sso.test/login/?returnUrl=${encodeURIComponent(PAGE)}` },
    ]);
    expect(provider.load).not.toHaveBeenCalled();
    expect(markets.countries).not.toHaveBeenCalled();
  });

  it('renders nothing until the provider has loaded; then the form, with the countries', async () => {
    const { vm, provider, markets } = setup();
    const loaded = deferred<E.Either<AppError, void>>();
    provider.load.mockReturnValueOnce(loaded.promise);
    const opening = vm.opened('itn_1', PAGE);
    expect(vm.screen).toEqual({ screen: 'opening' });
    loaded.resolve(E.right(undefined));
    await opening;
    expect(vm.screen).toEqual({ screen: 'form' });
    expect(provider.load).toHaveBeenCalledWith('pk_k');
    expect(provider.createCardWidget).toHaveBeenCalledWith({ hidePostalCode: true });
    expect(markets.countries).toHaveBeenCalledTimes(1);
    expect(vm.country.countries).toEqual(COUNTRIES);
    expect(vm.canSubmit).toBe(false); // the widget is not on the page yet
    vm.card.attached({ page: 'widget place' });
    expect(vm.canSubmit).toBe(true);
  });

  it('countries that cannot load are a page-load error', async () => {
    const { vm, markets, shell } = setup();
    markets.countries.mockResolvedValueOnce(E.left(hostFailure));
    await vm.opened('itn_1', PAGE);
    expect(shell.errorRaised).toHaveBeenCalledWith(hostFailure);
  });

  it('a provider that cannot load says why and can be tried again', async () => {
    const { vm, provider } = setup();
    provider.load.mockResolvedValueOnce(E.left(appError('unavailable', 'Could not load payments.')));
    await vm.opened('itn_1', PAGE);
    expect(vm.screen).toEqual({ screen: 'unavailable', message: 'Could not load payments.' });
    await vm.retryClicked();
    expect(vm.screen).toEqual({ screen: 'form' });
  });
});

describe("AddCardViewModel: 'Add Card'", () => {
  it.each([
    ['name', () => {}, 'Please provide name on card'],
    ['country', (vm: AddCardViewModel) => vm.nameChanged('Ava Guest'), 'Please select the billing country'],
    [
      'zip',
      (vm: AddCardViewModel) => {
        vm.nameChanged('Ava Guest');
        vm.country.picked('US');
        vm.zipChanged('  ');
      },
      'Please provide zip on card',
    ],
  ] as const)('the first failure shows, on %s, and takes focus', async (field, typeIn, message) => {
    const { vm, payments } = await openForm();
    typeIn(vm);
    await vm.addCardClicked();
    expect(vm.error).toBe(message);
    expect(vm.invalidField).toBe(field);
    expect(vm.focusRequest).toEqual({ field, attempt: 1 });
    expect(payments.clientSecret).not.toHaveBeenCalled();
  });

  it('a country typed but not picked from the list is not chosen', async () => {
    const { vm } = await openForm();
    vm.nameChanged('Ava Guest');
    vm.country.typed('United');
    await vm.addCardClicked();
    expect(vm.error).toBe('Please select the billing country');
  });

  it('each attempt clears the last error', async () => {
    const { vm } = await openForm();
    await vm.addCardClicked();
    expect(vm.error).toBe('Please provide name on card');
    vm.nameChanged('Ava Guest');
    await vm.addCardClicked();
    expect(vm.error).toBe('Please select the billing country');
  });

  it('submits: card set up with name, zip and country, attached to the trip, then Thank you', async () => {
    const ready = await openForm();
    const { vm, payments, provider, itineraries, widget } = ready;
    fillIn(ready);
    const attached = deferred<E.Either<AppError, void>>();
    itineraries.attachCreditCard.mockReturnValueOnce(attached.promise);
    const submitting = vm.addCardClicked();
    expect(vm.submitting).toBe(true); // the page shows full-screen loading over the form
    expect(vm.screen).toEqual({ screen: 'form' });
    expect(vm.canSubmit).toBe(false);
    await vi.waitFor(() => expect(itineraries.attachCreditCard).toHaveBeenCalled());
    attached.resolve(E.right(undefined));
    await submitting;
    expect(payments.clientSecret).toHaveBeenCalledTimes(1);
    expect(provider.confirmCardSetup).toHaveBeenCalledWith(widget, 'seti_test_secret', {
      name: 'Ava Guest',
      postalCode: '81657',
      country: 'US',
    });
    expect(itineraries.attachCreditCard).toHaveBeenCalledWith('itn_1', {
      cardId: 'pm_test_1',
      billingDetails: { name: 'Ava Guest', address: { postalCode: '81657', country: 'US' } },
    });
    expect(vm.screen).toEqual({ screen: 'completed' });
    expect(vm.tripId).toBe('itn_1');
    expect(widget.destroyed).toBe(true);
  });

  it('a second click while one is in flight is ignored', async () => {
    const ready = await openForm();
    fillIn(ready);
    await Promise.all([ready.vm.addCardClicked(), ready.vm.addCardClicked()]);
    expect(ready.provider.confirmCardSetup).toHaveBeenCalledTimes(1);
    expect(ready.itineraries.attachCreditCard).toHaveBeenCalledTimes(1);
  });

  it("a card the provider rejects shows 'Error encountered: {message}'", async () => {
    const ready = await openForm();
    fillIn(ready);
    ready.provider.confirmCardSetup.mockResolvedValueOnce(E.left(declined));
    await ready.vm.addCardClicked();
    expect(ready.vm.error).toBe('Error encountered: Your card was declined.');
    expect(ready.vm.invalidField).toBeNull();
    expect(ready.vm.screen).toEqual({ screen: 'form' });
    expect(ready.itineraries.attachCreditCard).not.toHaveBeenCalled();
  });

  it.each([
    ['the client secret', 'secret'],
    ['attaching the card to the trip', 'attach'],
  ] as const)("a host failure at %s shows 'There was an error saving your card.'", async (_what, step) => {
    const ready = await openForm();
    fillIn(ready);
    if (step === 'secret') ready.payments.clientSecret.mockResolvedValueOnce(E.left(hostFailure));
    else
      ready.itineraries.attachCreditCard.mockResolvedValueOnce(
        E.left(appError('forbidden', 'Not yours', { status: 403 })),
      );
    await ready.vm.addCardClicked();
    expect(ready.vm.error).toBe('There was an error saving your card.');
    expect(ready.vm.canSubmit).toBe(true);
  });

  it("the widget's own words show in the error area until an attempt says otherwise", async () => {
    const ready = await openForm();
    ready.widget.typed({ complete: false, error: 'Your card number is invalid.' });
    expect(ready.vm.error).toBe('Your card number is invalid.');
    await ready.vm.addCardClicked();
    expect(ready.vm.error).toBe('Please provide name on card');
  });
});

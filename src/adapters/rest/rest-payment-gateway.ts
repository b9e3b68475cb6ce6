import * as E from 'fp-ts/lib/Either.js';
import type { AddCreditCardBody, CardTokenBody, PaymentGateway } from '../../core/payment/index.js';
import { CardToken, CreditCard } from '../../core/payment/index.js';
import type { AppError } from '../../core/shared/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';
import { ClientSecret, CreditCardList } from './wire/payment.wire.js';

/**
 * The host refuses a token that can no longer be used with a status that says why: 410 Gone
 * for an expired token, 409 Conflict for one already used. The card-token page reads these
 * as the token's status (card-token-screen.rule.ts); any other failure, 404 included, stays
 * an error, which that rule shows as an invalid token.
 */
const CARD_TOKEN_STATUS_BY_HTTP_STATUS: Readonly<Record<number, string>> = { 410: 'expired', 409: 'used' };

const userPath = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;
const cardTokenPath = (token: string) => `/api/creditCardToken/${encodeURIComponent(token)}`;

/**
 * The guest's stored payment cards and card tokens (docs/product/calls.md#payment-calls).
 * Card numbers never pass here.
 */
export class RestPaymentGateway implements PaymentGateway {
  constructor(private readonly api: RestClient) {}

  async clientSecret() {
    const answer = await this.api.get('/api/billing/client-secret', ClientSecret, {
      what: 'card setup secret',
    });
    return E.map((setup: ClientSecret) => setup.secret)(answer);
  }

  creditCards(userId: string) {
    return this.api.get(`${userPath(userId)}/creditCards`, CreditCardList, { what: 'payment cards' });
  }

  addCreditCard(userId: string, body: AddCreditCardBody) {
    return this.api.post(`${userPath(userId)}/creditCard`, CreditCard, { body, what: 'saved card' });
  }

  async cardTokenStatus(token: string): Promise<E.Either<AppError, CardToken>> {
    const result = await this.api.get(cardTokenPath(token), CardToken, { what: 'card token' });
    if (E.isLeft(result) && result.left.status !== undefined) {
      const status = CARD_TOKEN_STATUS_BY_HTTP_STATUS[result.left.status];
      if (status !== undefined) return E.right({ status });
    }
    return result;
  }

  addCardWithToken(token: string, body: CardTokenBody) {
    return this.api.post(cardTokenPath(token), Acknowledged, { body });
  }
}

import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';

export interface PhoneBody {
  readonly phone: string;
}

/** What the product changes on the guest's account. */
export interface UserGateway {
  /**
   * Changes the guest's phone: answers it as stored; failures are reported and ignored
   * (docs/product/errors.md#load-failures).
   */
  updatePhone(userId: string, body: PhoneBody): Promise<E.Either<AppError, string>>;
}
export const UserGateway = token<UserGateway>('UserGateway');

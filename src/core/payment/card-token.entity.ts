import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * A card token's status (docs/product/entities.md#card-token and
 * docs/product/flows.md#card-token-flow). Only 'expired' and 'used' mean anything; any other
 * status is a valid token, so the status stays an open string. An empty object is a real
 * answer too (the host knows no such token). Which screen each leads to is
 * card-token-screen.rule.ts.
 */
export const CardToken = struct('CardToken', {}, { status: nullable(t.string) });
export type CardToken = t.TypeOf<typeof CardToken>;

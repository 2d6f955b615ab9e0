// ContractSigned: the contract game's fact on the player stream, registered as an extension of the
// ledger's player account kind. It lands in one append between the inputs' ItemsConsumed and the
// result's ItemsGranted, and records everything the audit needs to re-solve the pool (the
// candidates, RTP and band) and re-draw it (the pair, nonce, cursor, ticket). Its draw spends one
// nonce of the pair, which is all it changes in the account's state.
import { PLAYER_ACCOUNT, withNoncesUsed } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

export interface ContractInput {
  readonly storage_id: string;
  readonly item_id: string;
  /** Hundredths, as the backpack held it. */
  readonly value: string;
}

export interface ContractSignedData {
  readonly contract_id: string;
  readonly inputs: readonly ContractInput[];
  /** Hundredths. */
  readonly inputs_total: string;
  readonly rtp_bp: number;
  readonly band: { readonly min_bp: number; readonly max_bp: number };
  /** The catalogue items in the band the pool was solved from: [item id, value in hundredths], pool order. */
  readonly candidates: readonly (readonly [string, string])[];
  /** The pool drawn from, in draw order: [item id, weight]. */
  readonly pool: readonly (readonly [string, number])[];
  /** The pool's expected value, hundredths rounded half up. */
  readonly expected: string;
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly nonce: number;
  readonly cursor: number;
  readonly ticket: number;
  /** The item won and its new storage id. */
  readonly item_id: string;
  readonly storage_id: string;
}

export interface ContractSigned {
  readonly type: 'ContractSigned';
  readonly data: ContractSignedData;
}

export const CONTRACT_SIGNED = defineEvent('ContractSigned', {
  parse: (data, check): ContractSignedData => {
    check.that(typeof data.contract_id === 'string' && typeof data.pair_id === 'string', 'contract ids missing');
    check.that(Number.isInteger(data.nonce) && Number.isInteger(data.ticket), 'draw missing');
    check.that(
      Array.isArray(data.inputs) && Array.isArray(data.pool) && Array.isArray(data.candidates),
      'pool missing',
    );
    return data as unknown as ContractSignedData;
  },
});

/** Registered for the player stream: a contract spends the one nonce its draw used. */
export const CONTRACT_SIGNED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, CONTRACT_SIGNED, (state, event) =>
  withNoncesUsed(state, event.data.pair_id, event.data.nonce + 1),
);

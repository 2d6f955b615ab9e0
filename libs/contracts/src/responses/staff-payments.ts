// Response shapes of /admin/api/card-code-batches: a batch of card codes with its usage (never its
// codes), and the one answer that carries the codes: the batch just issued.

export interface CardCodeBatchUsageResponse {
  issued: number;
  redeemed: number;
  /** Never redeemed and past the expiry. */
  expired: number;
  /** Can still be redeemed. */
  available: number;
  /** Redeemed codes whose credit is still being paid (recovery). */
  awaiting_credit: number;
  /** Value of the redeemed codes. */
  redeemed_bean: string;
}

export interface CardCodeBatchResponse {
  id: string;
  /** Coins each code credits. */
  bean: string;
  count: number;
  expires_at: string;
  note: string | null;
  /** The staff member who created the batch. */
  created_by: string;
  created_at: string;
  usage: CardCodeBatchUsageResponse;
}

/** data of POST /admin/api/card-code-batches: the only time the codes are ever shown. */
export interface IssuedCardCodeBatchResponse extends CardCodeBatchResponse {
  codes: string[];
  /** The same codes as CSV (RFC 4180). */
  csv: string;
}

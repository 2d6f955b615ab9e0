// Response shape of POST /api/extract (contract section 7): withdrawing items to the trade URL.

export interface ExtractedResponse {
  /** One delivery bill per item, in the order asked. */
  bill_ids: string[];
}

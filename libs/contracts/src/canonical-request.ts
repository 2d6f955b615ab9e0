// The canonical form a signature covers (contract section 5), on its own without any runtime API,
// so that signers with a hash of their own share it: k6 (k6/crypto) in the load tests.

/** The five lines of contract section 5 from the body's SHA-256 already computed ("" for no body). */
export function canonicalLines(
  input: { method: string; path: string; timestamp: string; nonce: string },
  bodySha256Hex: string,
): string {
  return [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, bodySha256Hex].join('\n');
}

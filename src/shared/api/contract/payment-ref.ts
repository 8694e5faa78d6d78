// The reference a wallet payment carries to the service contract (docs/api.md, "The reference rule"):
// the client pays with it and the backend attributes the contract's Paid event by it. Its own module:
// contract/funds.ts is in the first paint, and this is needed only when a payment is made or checked.

/**
 * The reference a wallet payment carries (the service contract's `ref`, docs/api.md "The service
 * contract"), so the backend credits it to the right account: the user's id (10003 `user.id`) as
 * a bytes32, its UTF-8 bytes zero-padded on the right, 0x and 64 hex digits. The same value as
 * ethers' encodeBytes32String(userId), written without ethers so the mock and tests need no wallet code.
 * An id longer than 31 bytes has no such reference (throws).
 */
export function paymentRef(userId: string): string {
  const bytes = new TextEncoder().encode(userId)
  if (bytes.length === 0 || bytes.length > 31) throw new RangeError(`A payment reference holds 1 to 31 bytes (user id ${JSON.stringify(userId)})`)
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `0x${hex.padEnd(64, '0')}`
}

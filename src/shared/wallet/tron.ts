import { concat, encodeBase58, getAddress, getBytes, hexlify, isHexString, keccak256, recoverAddress, toUtf8Bytes } from 'ethers'
import { base58Checksum, tronPayload } from './address'

// TRON's address and message-signature rules, with ethers' primitives (no tronweb in our bundles:
// a TRON wallet brings its own). A TRON account is the same secp256k1 key as an EVM one: its
// address is the same 20 bytes (the last 20 of the public key's keccak-256), written as base58check
// of 0x41 followed by them, `T...`. A TRON wallet signs a text with TIP-191 (tronWeb's
// `signMessageV2`): EIP-191's scheme under the prefix "\x19TRON Signed Message:\n". base58check is
// address.ts's (its sha-256 is WebCrypto's), so the rules are async.

const TRON_VERSION = 0x41
const TIP191_PREFIX = '\x19TRON Signed Message:\n'

/** `T...` for an EVM address (`0x` + 40 hex) or TRON's hex form (`41` + 40 hex). */
export async function tronAddressOf(hex: string): Promise<string> {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex.startsWith('41') && hex.length === 42 ? hex.slice(2) : null
  if (digits === null || !isHexString(`0x${digits}`, 20)) throw new Error(`Not an EVM or TRON hex address: ${hex}`)
  const payload = Uint8Array.from(getBytes(concat([new Uint8Array([TRON_VERSION]), `0x${digits}`])))
  return encodeBase58(concat([payload, await base58Checksum(payload)]))
}

/** The 20 bytes of a `T...` address as an EIP-55 EVM address; throws when it is not one. */
export async function evmAddressOf(tron: string): Promise<string> {
  const bytes = await payloadOf(tron)
  if (!bytes) throw new Error(`Not a TRON address: ${tron}`)
  return getAddress(hexlify(bytes.slice(1)))
}

/** A well-formed `T...` address: base58check of 0x41 + 20 bytes. Case matters (base58). */
export async function isTronAddress(text: string): Promise<boolean> {
  return (await payloadOf(text)) !== null
}

/** The TIP-191 digest a TRON wallet signs for `message` (tronWeb.trx.signMessageV2). */
export function tronMessageDigest(message: string): string {
  const bytes = toUtf8Bytes(message)
  return keccak256(concat([toUtf8Bytes(TIP191_PREFIX), toUtf8Bytes(String(bytes.length)), bytes]))
}

/**
 * The `T...` address whose key made `signature` of `message` under TIP-191; rejects a malformed one.
 * Strictly what TRON wallets send: 65 bytes, `v` 27 or 28 (ethers alone would also take `v` 0/1
 * and EIP-2098's 64-byte form, which docs/api.md does not promise a backend takes).
 */
export async function recoverTronSigner(message: string, signature: string): Promise<string> {
  const bytes = getBytes(signature)
  if (bytes.length !== 65 || (bytes[64] !== 27 && bytes[64] !== 28)) throw new Error('A TRON signature is 65 bytes with v 27 or 28')
  return tronAddressOf(recoverAddress(tronMessageDigest(message), signature))
}

/** The 21 bytes (0x41 + 20) of a valid `T...` address, or null. */
function payloadOf(text: string): Promise<Uint8Array | null> {
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text) ? tronPayload(text) : Promise.resolve(null)
}

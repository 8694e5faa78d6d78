// Withdrawal addresses, checked for their chain before anything is sent: a TRON address (T...,
// base58check of 0x41 + 20 bytes) or an EVM one (0x + 40 hex, EIP-55 checksum when mixed case).
// Each way to be wrong has its own verdict, so the screen can say which. ethers loads only when an
// EVM address is checked (design.md section 5: only shared/wallet imports it).

export type AddressChain = 'tron' | 'evm'

/** ok, or why not: nothing typed, wrong start, wrong length, a character the chain never uses, checksum. */
export type AddressVerdict = 'ok' | 'empty' | 'prefix' | 'length' | 'characters' | 'checksum'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const TRON_LENGTH = 34
const TRON_VERSION = 0x41

/**
 * The verdict on `text` as an address of `chain`. Spaces around a pasted address are ignored;
 * a space inside it is a wrong character.
 */
export async function checkAddress(chain: AddressChain, text: string): Promise<AddressVerdict> {
  const address = text.trim()
  if (!address) return 'empty'
  return chain === 'tron' ? checkTron(address) : checkEvm(address)
}

async function checkTron(address: string): Promise<AddressVerdict> {
  if (!address.startsWith('T')) return 'prefix'
  if ([...address].some((c) => !BASE58.includes(c))) return 'characters'
  if (address.length !== TRON_LENGTH) return 'length'
  return (await tronPayload(address)) ? 'ok' : 'checksum'
}

/**
 * The 21 bytes (0x41 + 20) a base58 T address stands for, when its checksum holds; else null.
 * `address`: base58 characters only (tron.ts and checkTron check that first).
 */
export async function tronPayload(address: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = decodeBase58(address)
  if (bytes.length !== 25 || bytes[0] !== TRON_VERSION) return null
  const payload = bytes.slice(0, 21)
  const checksum = await base58Checksum(payload)
  return checksum.every((b, i) => b === bytes[21 + i]) ? payload : null
}

/** base58check's checksum: the first 4 bytes of sha256(sha256(payload)). */
export async function base58Checksum(payload: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return (await sha256(await sha256(payload))).slice(0, 4)
}

async function checkEvm(address: string): Promise<AddressVerdict> {
  if (!address.startsWith('0x')) return 'prefix'
  const hex = address.slice(2)
  if (!/^[0-9a-fA-F]*$/.test(hex)) return 'characters'
  if (hex.length !== 40) return 'length'
  // All one case carries no checksum (EIP-55); mixed case must match it exactly.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'ok'
  const { getAddress } = await import('ethers')
  try {
    return getAddress(address) === address ? 'ok' : 'checksum'
  } catch {
    return 'checksum'
  }
}

function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  let value = 0n
  for (const c of text) value = value * 58n + BigInt(BASE58.indexOf(c))
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  // Each leading '1' stands for a leading zero byte.
  for (const c of text) {
    if (c !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data))
}

import { getAddress } from 'ethers'
import type { PaymentRequest } from './payment'
import { isTronAddress } from './tron'

// Where a payment goes is decided by the build, not only by the backend's config answer: a spoofed
// or compromised config (00000) would otherwise send every approval and payment to its own
// addresses. Each payment chain the deployment pays on is pinned by one build variable,
//
//   VITE_PAYMENT_TARGETS_<chainId>={"serviceContract":"0x…","rpcUrl":"https://…","tokens":{"USDT":"0x…"}}
//
// and a config answer that names other targets for that chain is refused before the wallet opens.
// A production build pays only on pinned chains; a development build (the mock backend, whose
// config is its own) pays anywhere unless a pin says otherwise. Docs: docs/deploy.md.

/** One chain's pinned payment targets. */
export interface PinnedTargets {
  serviceContract: string
  rpcUrl: string
  /** Coin → its token contract. */
  tokens: Record<string, string>
}

/** Why a request's targets are refused (for the log; the user sees one message). */
export type TargetRefusal = 'notPinned' | 'badPin' | 'badAddress' | 'insecureRpc' | 'serviceDiffers' | 'tokenDiffers' | 'rpcDiffers'

const PIN_PREFIX = 'VITE_PAYMENT_TARGETS_'

/** The pins of a build's environment, by EIP-155 chain id; a pin that does not parse is kept as `null` (it pins the chain to nothing). */
export function pinsOf(env: Record<string, unknown>): Map<number, PinnedTargets | null> {
  const pins = new Map<number, PinnedTargets | null>()
  for (const [name, value] of Object.entries(env)) {
    const chainId = name.startsWith(PIN_PREFIX) ? Number(name.slice(PIN_PREFIX.length)) : NaN
    if (!Number.isSafeInteger(chainId) || chainId < 1 || typeof value !== 'string' || value.trim() === '') continue
    pins.set(chainId, parsePin(value))
  }
  return pins
}

function parsePin(text: string): PinnedTargets | null {
  try {
    const pin = JSON.parse(text) as Partial<PinnedTargets>
    if (typeof pin.rpcUrl !== 'string' || !isSafeRpcUrl(pin.rpcUrl) || typeof pin.tokens !== 'object' || pin.tokens === null) return null
    const tokens = Object.entries(pin.tokens).map(([coin, address]) => [coin, checksummed(address)] as const)
    const serviceContract = checksummed(pin.serviceContract)
    if (!serviceContract || tokens.some(([, address]) => !address)) return null
    return { serviceContract, rpcUrl: pin.rpcUrl, tokens: Object.fromEntries(tokens) as Record<string, string> }
  } catch {
    return null
  }
}

/** The EIP-55 form of a 0x address; null for anything else (an ENS name, a bad checksum, a non-string). */
export function checksummed(value: unknown): string | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return null
  try {
    return getAddress(value)
  } catch {
    return null
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on this machine (the demo's local chain). */
export function isSafeRpcUrl(url: string): boolean {
  // new URL, not URL.parse: the wallets' in-app browsers on iOS 17 and older Android web views lack it.
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')

/**
 * The request with its addresses checksummed, when its targets are the pinned ones (or, with no pin
 * for its chain and `pinRequired` false, at least well-formed); else why not.
 */
export function checkTargets(request: PaymentRequest, pins: Map<number, PinnedTargets | null>, pinRequired: boolean): { ok: true; request: PaymentRequest } | { ok: false; reason: TargetRefusal } {
  const service = checksummed(request.service)
  const token = checksummed(request.token.address)
  if (!service || !token) return { ok: false, reason: 'badAddress' }
  if (!isSafeRpcUrl(request.chain.rpcUrl)) return { ok: false, reason: 'insecureRpc' }
  const pin = pins.get(request.chain.chainId)
  if (pin === null) return { ok: false, reason: 'badPin' }
  if (pin === undefined && pinRequired) return { ok: false, reason: 'notPinned' }
  if (pin) {
    if (pin.serviceContract !== service) return { ok: false, reason: 'serviceDiffers' }
    if (pin.tokens[request.token.coin] !== token) return { ok: false, reason: 'tokenDiffers' }
    if (!sameUrl(pin.rpcUrl, request.chain.rpcUrl)) return { ok: false, reason: 'rpcDiffers' }
  }
  return { ok: true, request: { ...request, service, token: { ...request.token, address: token } } }
}

// TRON's payment chain is pinned the same way, by one variable (TRON has no EIP-155 chain id):
//
//   VITE_PAYMENT_TARGETS_TRON={"serviceContract":"T…","fullHost":"https://…","tokens":{"USDT":"T…"}}

/** TRON's pinned targets: T addresses, and the HTTP API (fullHost) the payment is built, broadcast and followed on. */
export interface PinnedTronTargets {
  serviceContract: string
  fullHost: string
  tokens: Record<string, string>
}

/** What the TRON pin check reads of a request (tron-payment.ts's TronPaymentRequest). */
export interface TronTargets {
  chain: { fullHost: string }
  token: { coin: string; address: string }
  service: string
}

const TRON_PIN = `${PIN_PREFIX}TRON`

/** The build's TRON pin: undefined when there is none, null when it does not parse (it pins TRON to nothing). */
export async function tronPinOf(env: Record<string, unknown>): Promise<PinnedTronTargets | null | undefined> {
  const text = env[TRON_PIN]
  if (typeof text !== 'string' || text.trim() === '') return undefined
  try {
    const pin = JSON.parse(text) as Partial<PinnedTronTargets>
    if (typeof pin.fullHost !== 'string' || !isSafeRpcUrl(pin.fullHost) || typeof pin.tokens !== 'object' || pin.tokens === null) return null
    const addresses = [pin.serviceContract, ...Object.values(pin.tokens)]
    const valid = await Promise.all(addresses.map((a) => (typeof a === 'string' ? isTronAddress(a) : false)))
    if (valid.includes(false)) return null
    return { serviceContract: pin.serviceContract!, fullHost: pin.fullHost, tokens: pin.tokens as Record<string, string> }
  } catch {
    return null
  }
}

/**
 * Whether a TRON payment's targets are the pinned ones (or, without a pin and `pinRequired` false,
 * at least well-formed: valid T addresses, an https or local fullHost); else why not. A T address is
 * base58: compared exactly.
 */
export async function checkTronTargets(request: TronTargets, pin: PinnedTronTargets | null | undefined, pinRequired: boolean): Promise<{ ok: true } | { ok: false; reason: TargetRefusal }> {
  const [service, token] = await Promise.all([isTronAddress(request.service), isTronAddress(request.token.address)])
  if (!service || !token) return { ok: false, reason: 'badAddress' }
  if (!isSafeRpcUrl(request.chain.fullHost)) return { ok: false, reason: 'insecureRpc' }
  if (pin === null) return { ok: false, reason: 'badPin' }
  if (pin === undefined) return pinRequired ? { ok: false, reason: 'notPinned' } : { ok: true }
  if (pin.serviceContract !== request.service) return { ok: false, reason: 'serviceDiffers' }
  if (pin.tokens[request.token.coin] !== request.token.address) return { ok: false, reason: 'tokenDiffers' }
  if (!sameUrl(pin.fullHost, request.chain.fullHost)) return { ok: false, reason: 'rpcDiffers' }
  return { ok: true }
}

// @vitest-environment node
import { checkTargets, checkTronTargets, pinsOf, tronPinOf } from './payment-targets'
import type { PaymentRequest } from './payment'

const SERVICE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function request(overrides: { service?: string; token?: string; rpcUrl?: string; chainId?: number } = {}): PaymentRequest {
  return {
    chain: { chainId: overrides.chainId ?? 56, name: 'BNB Smart Chain', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrl: overrides.rpcUrl ?? 'https://bsc.example/rpc', explorerUrl: '' },
    token: { coin: 'USDT', address: overrides.token ?? TOKEN.toLowerCase(), decimals: 18 },
    service: overrides.service ?? SERVICE.toLowerCase(),
    account: OTHER,
    amount: '10',
    ref: `0x${'0'.repeat(64)}`,
  }
}

const pin = { serviceContract: SERVICE, rpcUrl: 'https://bsc.example/rpc', tokens: { USDT: TOKEN } }
const pins = pinsOf({ VITE_PAYMENT_TARGETS_56: JSON.stringify(pin), VITE_API_BASE_URL: '', MODE: 'production' })

describe('payment targets pinned by the build', () => {
  it('reads one pin per chain id from VITE_PAYMENT_TARGETS_<chainId>; a pin that does not parse pins the chain to nothing', () => {
    expect([...pins.keys()]).toEqual([56])
    expect(pinsOf({ VITE_PAYMENT_TARGETS_1: '{not json' }).get(1)).toBeNull()
    expect(pinsOf({ VITE_PAYMENT_TARGETS_1: JSON.stringify({ ...pin, serviceContract: 'pay.eth' }) }).get(1)).toBeNull()
    expect(pinsOf({ VITE_PAYMENT_TARGETS_1: JSON.stringify({ ...pin, rpcUrl: 'http://node.example' }) }).get(1)).toBeNull()
    expect(checkTargets(request({ chainId: 1 }), pinsOf({ VITE_PAYMENT_TARGETS_1: '{' }), false)).toEqual({ ok: false, reason: 'badPin' })
  })

  it('passes the pinned targets, checksummed, and refuses any that differ', () => {
    const checked = checkTargets(request(), pins, true)
    expect(checked).toMatchObject({ ok: true, request: { service: SERVICE, token: { address: TOKEN } } })
    expect(checkTargets(request({ service: OTHER }), pins, true)).toEqual({ ok: false, reason: 'serviceDiffers' })
    expect(checkTargets(request({ token: OTHER }), pins, true)).toEqual({ ok: false, reason: 'tokenDiffers' })
    expect(checkTargets(request({ rpcUrl: 'https://evil.example/rpc' }), pins, true)).toEqual({ ok: false, reason: 'rpcDiffers' })
    expect(checkTargets(request({ rpcUrl: 'https://bsc.example/rpc/' }), pins, true).ok).toBe(true)
  })

  it('never takes a name or a broken checksum for an address', () => {
    expect(checkTargets(request({ service: 'payments.eth' }), pins, false)).toEqual({ ok: false, reason: 'badAddress' })
    // One letter's case changed: the EIP-55 checksum fails.
    expect(checkTargets(request({ service: SERVICE.replace('E7734', 'e7734') }), pins, false)).toEqual({ ok: false, reason: 'badAddress' })
    expect(checkTargets(request({ token: '0x1234' }), pins, false)).toEqual({ ok: false, reason: 'badAddress' })
  })

  it('reads a chain only over https, or http on this machine (the demo chain)', () => {
    expect(checkTargets(request({ chainId: 1, rpcUrl: 'http://node.example:8545' }), pins, false)).toEqual({ ok: false, reason: 'insecureRpc' })
    expect(checkTargets(request({ chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }), pins, false).ok).toBe(true)
    expect(checkTargets(request({ chainId: 1, rpcUrl: 'http://localhost:8545' }), pins, false).ok).toBe(true)
  })

  it('a production build pays only on a pinned chain; a development build on any, unless a pin says otherwise', () => {
    expect(checkTargets(request({ chainId: 1 }), pins, true)).toEqual({ ok: false, reason: 'notPinned' })
    expect(checkTargets(request({ chainId: 1 }), pins, false).ok).toBe(true)
    expect(checkTargets(request({ service: OTHER }), pins, false)).toEqual({ ok: false, reason: 'serviceDiffers' })
  })
})

describe('TRON payment targets pinned by the build (VITE_PAYMENT_TARGETS_TRON)', () => {
  // The TRON side of a fresh `npm run chain` (anvil's two contracts as T addresses).
  const TRON_SERVICE = 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7C'
  const TRON_TOKEN = 'TJhSSbZ8dVqtEiLYgva1WWcV4R4NkRCARH'
  const tronPin = { serviceContract: TRON_SERVICE, fullHost: 'https://api.trongrid.io', tokens: { USDT: TRON_TOKEN } }
  const tronRequest = (overrides: { service?: string; token?: string; fullHost?: string } = {}) => ({
    chain: { fullHost: overrides.fullHost ?? 'https://api.trongrid.io' },
    token: { coin: 'USDT', address: overrides.token ?? TRON_TOKEN },
    service: overrides.service ?? TRON_SERVICE,
  })

  it('reads the pin; one that does not parse, or names an address that is not a TRON one, pins TRON to nothing', async () => {
    expect(await tronPinOf({ VITE_PAYMENT_TARGETS_TRON: JSON.stringify(tronPin) })).toEqual(tronPin)
    expect(await tronPinOf({})).toBeUndefined()
    expect(await tronPinOf({ VITE_PAYMENT_TARGETS_TRON: '{' })).toBeNull()
    // One character changed: the base58check checksum fails.
    expect(await tronPinOf({ VITE_PAYMENT_TARGETS_TRON: JSON.stringify({ ...tronPin, serviceContract: 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7D' }) })).toBeNull()
    expect(await tronPinOf({ VITE_PAYMENT_TARGETS_TRON: JSON.stringify({ ...tronPin, fullHost: 'http://node.example' }) })).toBeNull()
  })

  it('pays only to the pinned service contract, token and node; without a pin, only where none is required', async () => {
    expect(await checkTronTargets(tronRequest(), tronPin, true)).toEqual({ ok: true })
    expect(await checkTronTargets(tronRequest({ service: TRON_TOKEN }), tronPin, true)).toEqual({ ok: false, reason: 'serviceDiffers' })
    expect(await checkTronTargets(tronRequest({ token: TRON_SERVICE }), tronPin, true)).toEqual({ ok: false, reason: 'tokenDiffers' })
    expect(await checkTronTargets(tronRequest({ fullHost: 'https://other.example' }), tronPin, true)).toEqual({ ok: false, reason: 'rpcDiffers' })
    expect(await checkTronTargets(tronRequest({ service: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }), tronPin, true)).toEqual({ ok: false, reason: 'badAddress' })
    expect(await checkTronTargets(tronRequest({ fullHost: 'http://node.example' }), undefined, false)).toEqual({ ok: false, reason: 'insecureRpc' })
    expect(await checkTronTargets(tronRequest(), undefined, true)).toEqual({ ok: false, reason: 'notPinned' })
    expect(await checkTronTargets(tronRequest(), undefined, false)).toEqual({ ok: true })
    expect(await checkTronTargets(tronRequest(), null, false)).toEqual({ ok: false, reason: 'badPin' })
  })
})

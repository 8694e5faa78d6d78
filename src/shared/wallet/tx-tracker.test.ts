import { DROP_AFTER_MS, dismissTracked, loadTracked, nextStatus, track, TRACKED_STORAGE_KEY, type ChainFacts, type TrackedTransaction } from './tx-tracker'

const sent = { hash: '0x' + 'ab'.repeat(32), chainId: 31337, from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', nonce: 7, kind: 'pay' as const }
const tx: TrackedTransaction = { ...sent, status: 'pending', confirmations: 0, requiredConfirmations: 3, sentAt: 1_000 }
const facts = (over: Partial<ChainFacts>): ChainFacts => ({ receipt: null, known: true, latestBlock: 100, minedNonce: 7, ...over })

describe('a tracked transaction', () => {
  it('stays pending while the node holds it unmined', () => {
    expect(nextStatus(tx, facts({}), 2_000)).toEqual({ status: 'pending', confirmations: 0 })
  })

  it('counts confirmations and is confirmed at the required number', () => {
    expect(nextStatus(tx, facts({ receipt: { status: 1, blockNumber: 99 } }), 2_000)).toEqual({ status: 'pending', confirmations: 2 })
    expect(nextStatus(tx, facts({ receipt: { status: 1, blockNumber: 98 } }), 2_000)).toEqual({ status: 'confirmed', confirmations: 3 })
  })

  it('failed when mined and reverted', () => {
    expect(nextStatus(tx, facts({ receipt: { status: 0, blockNumber: 100 } }), 2_000).status).toBe('failed')
  })

  it('replaced when its nonce was used by another transaction and it has no receipt', () => {
    expect(nextStatus(tx, facts({ minedNonce: 8, known: false }), 2_000).status).toBe('replaced')
  })

  it('dropped only when the node forgot it, its nonce is unused, and it is old', () => {
    expect(nextStatus(tx, facts({ known: false }), tx.sentAt + DROP_AFTER_MS - 1).status).toBe('pending')
    expect(nextStatus(tx, facts({ known: false }), tx.sentAt + DROP_AFTER_MS + 1).status).toBe('dropped')
  })
})

describe('the kept list', () => {
  beforeEach(() => localStorage.clear())

  it('keeps what was sent across a reload, newest first, and forgets a dismissed one', () => {
    track(sent, 3, 1_000)
    track({ ...sent, hash: '0x' + 'cd'.repeat(32), nonce: 8 }, 3, 2_000)
    expect(loadTracked().map((t) => t.nonce)).toEqual([8, 7])
    dismissTracked(sent.hash)
    expect(loadTracked().map((t) => t.nonce)).toEqual([8])
  })

  it('leaves out broken entries instead of failing', () => {
    localStorage.setItem(TRACKED_STORAGE_KEY, JSON.stringify([{ hash: 1 }, tx, 'x']))
    expect(loadTracked()).toEqual([tx])
    localStorage.setItem(TRACKED_STORAGE_KEY, '{not json')
    expect(loadTracked()).toEqual([])
  })
})

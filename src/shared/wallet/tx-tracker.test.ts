import { DROP_AFTER_MS, dismissTracked, loadTracked, nextStatus, readChainFacts, track, TRACKED_STORAGE_KEY, type ChainFacts, type TrackedTransaction } from './tx-tracker'

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

describe('reading what the chain says', () => {
  /** A wallet on chain 31337 whose node mines `sent` in block 0x10 the moment it is asked for the sender's nonce. */
  function walletMiningDuringTheRead() {
    let mined = false
    const receipt = () => ({
      blockHash: '0x' + '11'.repeat(32),
      blockNumber: '0x10',
      contractAddress: null,
      cumulativeGasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      from: sent.from,
      gasUsed: '0x5208',
      logs: [],
      logsBloom: '0x' + '00'.repeat(256),
      status: '0x1',
      to: sent.from,
      transactionHash: sent.hash,
      transactionIndex: '0x0',
      type: '0x2',
    })
    const answers: Record<string, () => unknown> = {
      eth_chainId: () => '0x7a69',
      eth_blockNumber: () => (mined ? '0x10' : '0xf'),
      eth_getTransactionByHash: () => null,
      eth_getTransactionReceipt: () => (mined ? receipt() : null),
      eth_getTransactionCount: () => {
        mined = true
        return '0x8'
      },
    }
    return {
      request: async ({ method }: { method: string }) => {
        // Another request's answer may arrive first, as from a real wallet.
        await new Promise((resolve) => setTimeout(resolve, 0))
        if (!answers[method]) throw new Error(`unexpected ${method}`)
        return answers[method]()
      },
    }
  }

  it('sees a transaction whose receipt the node writes after its nonce as mined, never replaced', async () => {
    // anvil (and a node behind a load balancer) may answer the mined nonce before the receipt.
    let receiptReads = 0
    const lagging = walletMiningDuringTheRead()
    const wallet = {
      request: async (args: { method: string }) => {
        if (args.method === 'eth_getTransactionReceipt' && (receiptReads += 1) === 1) return null
        return lagging.request(args)
      },
    }
    const facts = await readChainFacts(wallet, sent)
    expect(receiptReads).toBe(2)
    expect(nextStatus({ ...tx, requiredConfirmations: 1 }, facts!, 2_000)).toEqual({ status: 'confirmed', confirmations: 1 })
  })

  it('sees a transaction mined between two of its reads as mined, never replaced', async () => {
    const facts = await readChainFacts(walletMiningDuringTheRead(), sent)
    expect(facts).toEqual({ receipt: { status: 1, blockNumber: 16 }, known: false, latestBlock: 16, minedNonce: 8 })
    expect(nextStatus({ ...tx, requiredConfirmations: 1 }, facts!, 2_000)).toEqual({ status: 'confirmed', confirmations: 1 })
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

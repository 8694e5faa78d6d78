import type { Eip1193Provider as EthersEip1193 } from 'ethers'
import type { SentTransaction } from './payment'
import type { Eip1193Provider } from './provider'

// Every transaction the app sent is followed until it is final, across a reload or a closed tab
// (design.md section 5): the list lives in localStorage, and each pending one is checked against
// the chain (a TRON one through the config's TRON node, with no wallet: TRON has no nonces, and a
// transaction not in a block by its expiration never will be) or, on an EVM chain, through the injected wallet (the page's strict CSP lets it reach no RPC URL itself;
// read calls need no account permission, so a reload resumes before the user reconnects), and only
// while the wallet is on that transaction's chain: another chain's nonces say nothing of it. Final states:
// confirmed (enough confirmations), failed (mined and reverted), replaced (a later transaction of
// the same account and nonce was mined instead: sped up or cancelled in the wallet), dropped (the
// node forgot it and its nonce is still unused, long after it was sent). A payment also keeps what
// its deposit report (10011) says until the backend has it, so a payment still unmined when the page
// was reloaded or closed is reported by the next page that sees it mined.

export type TrackedStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped'

/** The deposit report of a payment (10011's fields besides its hash), kept until the backend has it. */
export interface PaymentReport {
  /** The config chain id ("ERC20"). */
  chain: string
  coin: string
  /** In the coin's unit, a decimal string. */
  amount: string
}

export interface TrackedTransaction extends SentTransaction {
  status: TrackedStatus
  confirmations: number
  requiredConfirmations: number
  /** Epoch ms. */
  sentAt: number
  /** A payment not reported yet: what its report says. Gone once reported (or refused for good). */
  report?: PaymentReport
}

/** Mined and not reverted: a payment can be reported (the backend reads its receipt). */
export function isMined(tx: Pick<TrackedTransaction, 'status' | 'confirmations'>): boolean {
  return tx.status === 'confirmed' || (tx.status === 'pending' && tx.confirmations > 0)
}

/** What the chain says of one transaction now. */
export interface ChainFacts {
  /** null: no receipt yet. */
  receipt: { status: number; blockNumber: number } | null
  /** The node still knows the transaction (pending in its pool, or mined). */
  known: boolean
  latestBlock: number
  /** The sender's next nonce counting mined transactions only. */
  minedNonce: number
}

/** How long a transaction the node does not know may stay pending before it counts as dropped. */
export const DROP_AFTER_MS = 10 * 60_000

/** The transaction's status and confirmations given what the chain says now. */
export function nextStatus(tx: TrackedTransaction, facts: ChainFacts, now: number): Pick<TrackedTransaction, 'status' | 'confirmations'> {
  if (facts.receipt) {
    const confirmations = Math.max(0, facts.latestBlock - facts.receipt.blockNumber + 1)
    if (facts.receipt.status !== 1) return { status: 'failed', confirmations }
    return { status: confirmations >= tx.requiredConfirmations ? 'confirmed' : 'pending', confirmations }
  }
  // No receipt, and the nonce was used: another transaction took its place.
  if (facts.minedNonce > tx.nonce) return { status: 'replaced', confirmations: 0 }
  if (!facts.known && now - tx.sentAt > DROP_AFTER_MS) return { status: 'dropped', confirmations: 0 }
  return { status: 'pending', confirmations: 0 }
}

type StatusNow = Pick<TrackedTransaction, 'status' | 'confirmations'>

/**
 * Where `tx` stands now, counting `required` confirmations as enough: an EVM transaction read
 * through the wallet (null while there is none, or it is on another chain), a TRON one through its
 * node (`tx.tron.fullHost`, no wallet needed). Throws when the chain cannot be read this time.
 */
export async function readStatus(provider: Eip1193Provider | undefined, tx: TrackedTransaction, now: number, required = tx.requiredConfirmations): Promise<StatusNow | null> {
  if (tx.tron) {
    const { tronTransactionState } = await import('./tron-payment')
    const state = await tronTransactionState(tx.tron.fullHost, { txID: tx.hash, expiration: tx.tron.expiration })
    if (state.status !== 'confirmed') return { status: state.status, confirmations: 0 }
    return { status: state.confirmations >= required ? 'confirmed' : 'pending', confirmations: state.confirmations }
  }
  if (!provider) return null
  const facts = await readChainFacts(provider, tx)
  return facts && nextStatus({ ...tx, requiredConfirmations: required }, facts, now)
}

/** Reads the facts of `tx` through the wallet; null while the wallet is on another chain. */
export async function readChainFacts(provider: Eip1193Provider, tx: SentTransaction): Promise<ChainFacts | null> {
  // ethers loads here, on the first read: the list and its badge (loadTracked) cost screens nothing.
  const { BrowserProvider } = await import('ethers')
  const node = new BrowserProvider(provider as EthersEip1193)
  if (Number((await node.getNetwork()).chainId) !== tx.chainId) return null
  // The used nonces first, the receipt after: read together, a block mined between the two reads
  // showed a transaction's nonce used and no receipt yet, i.e. "replaced", a final state, while it
  // had just been mined (and an approval that "failed" so stopped its payment).
  const minedNonce = await node.getTransactionCount(tx.from, 'latest')
  const [firstReceipt, known, latestBlock] = await Promise.all([
    node.getTransactionReceipt(tx.hash),
    node.getTransaction(tx.hash).then((t) => t !== null),
    node.getBlockNumber(),
  ])
  let receipt = firstReceipt
  // Its nonce used and no receipt: replaced, or mined a moment ago with its receipt not written yet
  // (anvil answers a mined block's nonce before its receipts; a node behind a load balancer may lag
  // the same way). Asked once more before it counts as replaced, a final state.
  if (!receipt && minedNonce > tx.nonce) {
    await new Promise((resolve) => setTimeout(resolve, REPLACED_RECHECK_MS))
    receipt = await node.getTransactionReceipt(tx.hash)
  }
  return { receipt: receipt ? { status: receipt.status ?? 0, blockNumber: receipt.blockNumber } : null, known, latestBlock, minedNonce }
}

/** How long before a transaction whose nonce was used and which has no receipt is read once more. */
const REPLACED_RECHECK_MS = 1000

// One list for the device, each entry tagged with the account that sent it (`from`): its readers
// take the connected account's own (useWalletTransactions' select, the pending count; followPayments
// reports only the account's own payments), so another account on this browser sees none of it.
// Kept, not cleared, when the session ends: a transaction is followed until final across a reload
// (design.md section 5), and the account that sent it finds it again, still followed, when it
// connects again; clearing it on a disconnect would lose a payment that is not reported yet.
export const TRACKED_STORAGE_KEY = 'walletTransactions'

/** The transactions kept on this device, newest first; a broken entry is left out. */
export function loadTracked(storage: Storage = localStorage): TrackedTransaction[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(TRACKED_STORAGE_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter(isTracked) : []
  } catch {
    return []
  }
}

export function saveTracked(list: readonly TrackedTransaction[], storage: Storage = localStorage): void {
  storage.setItem(TRACKED_STORAGE_KEY, JSON.stringify(list))
}

function isTracked(v: unknown): v is TrackedTransaction {
  const t = v as Partial<TrackedTransaction> | null
  const tron = t?.tron
  const tronOk = tron === undefined || (typeof tron?.chain === 'string' && typeof tron.fullHost === 'string' && typeof tron.expiration === 'number')
  return typeof t?.hash === 'string' && typeof t.chainId === 'number' && typeof t.from === 'string' && typeof t.nonce === 'number' && typeof t.status === 'string' && typeof t.sentAt === 'number' && tronOk
}

/** Starts following a transaction the wallet accepted (a payment with the report it is due). */
export function track(tx: SentTransaction & { report?: PaymentReport }, requiredConfirmations: number, now = Date.now(), storage: Storage = localStorage): TrackedTransaction {
  const tracked: TrackedTransaction = { ...tx, status: 'pending', confirmations: 0, requiredConfirmations, sentAt: now }
  saveTracked([tracked, ...loadTracked(storage).filter((t) => t.hash !== tx.hash)], storage)
  return tracked
}

/** Checks every pending transaction once (an EVM one through the wallet, a TRON one through its node) and keeps the new statuses. */
export async function refreshTracked(provider: Eip1193Provider | undefined, now = Date.now(), storage: Storage = localStorage): Promise<TrackedTransaction[]> {
  const pending = loadTracked(storage).filter((tx) => tx.status === 'pending')
  const updates = new Map<string, StatusNow>()
  await Promise.all(
    pending.map(async (tx) => {
      // A chain that cannot be read this time (or another chain in the wallet) leaves the
      // transaction pending, asked again next time.
      const status = await readStatus(provider, tx, now).catch(() => null)
      if (status) updates.set(tx.hash, status)
    }),
  )
  // Read again: a transaction sent (or dismissed) while the chain was asked is kept as it is now.
  const list = loadTracked(storage).map((tx) => ({ ...tx, ...updates.get(tx.hash) }))
  saveTracked(list, storage)
  return list
}

/** Keeps what was just read of one transaction (by the executor, which waits for it). */
export function recordStatus(hash: string, change: Pick<TrackedTransaction, 'status' | 'confirmations'>, storage: Storage = localStorage): void {
  saveTracked(
    loadTracked(storage).map((tx) => (tx.hash === hash && tx.status === 'pending' ? { ...tx, ...change } : tx)),
    storage,
  )
}

/** The backend has the payment's report (or refused it for good): it is not reported again. */
export function markReported(hash: string, storage: Storage = localStorage): void {
  saveTracked(
    loadTracked(storage).map(({ report, ...tx }) => (tx.hash === hash ? tx : { ...tx, report })),
    storage,
  )
}

/** The user dismisses a transaction from the list (it is no longer followed). */
export function dismissTracked(hash: string, storage: Storage = localStorage): void {
  saveTracked(
    loadTracked(storage).filter((t) => t.hash !== hash),
    storage,
  )
}

import type { Chain, LedgerStatus, LedgerType, Withdrawal, WithdrawalReason } from '@/shared/api/contract/funds'
import type { IdoOffering } from '@/shared/api/contract/ido'
import type { LoginConfig } from '@/shared/api/contract/login'
import type { WithdrawAuthMode } from '@/shared/api/contract/withdraw-auth'
import type { Machine } from '@/shared/api/contract/mining'
import type { StakingProduct } from '@/shared/api/contract/staking'
import type { TradeOrder } from '@/shared/api/contract/trading'
import { DB_VERSION, seed } from './seed'

// The mock backend's whole state: one plain, JSON-serialisable object, so it can be saved to
// localStorage (browser demo survives a reload), reseeded per test, and rolled back when a write
// handler fails half-way. Areas add their tables here (and their seed rows in seed.ts).

export interface MockPair {
  symbol: string
  base: string
  quote: string
}

/** The 00000 answer. */
export interface MockGlobalConfig {
  serviceContract: string
  chains: Chain[]
  coins: string[]
  pairs: MockPair[]
  contact: { email: string; telegram: string }
  /** Percent strings; the app shows them beside a risk notice, never hard-coded. */
  promo: { maxApr: string }
  /** How wallets log in: absent or 'dapp' signs `DAPP`, 'siwe' an EIP-4361 message with a 10004 nonce. */
  login?: LoginConfig
  /** How withdrawals are authorised: absent or 'off' by the session, 'eip712' by the wallet's signature (contract/withdraw-auth.ts). */
  withdrawAuth?: { mode: WithdrawAuthMode }
}

export interface MockUser {
  id: string
  /** EIP-55 checksummed wallet address; the login answer's `username`. */
  address: string
  inviteCode: string
  /** The direct inviter's user id, bound on first login. */
  inviterId: string | null
  lang: string
  createdAt: string
  lastLoginAt: string
}

/** A nonce issued by 10004: good for one EIP-4361 login of `address`, until `expiresAt`. */
/** A nonce of one signed withdrawal (10054), kept until a day after it expires. */
export interface MockWithdrawNonce {
  nonce: string
  userId: string
  expiresAt: string
  /** When a withdrawal used it; null while unused. */
  usedAt: string | null
}

export interface MockLoginNonce {
  nonce: string
  /** EIP-55. */
  address: string
  issuedAt: string
  expiresAt: string
  /** When a login used it; null while unused. */
  usedAt: string | null
}

export interface MockSession {
  token: string
  userId: string
  createdAt: string
}

/** One coin of one user. Amounts are decimal strings; `available` never goes negative. */
export interface MockBalance {
  userId: string
  coin: string
  available: string
  frozen: string
}

/** Every balance change writes one (see ledger.ts: credit / debit). */
export interface MockLedgerEntry {
  id: string
  userId: string
  type: LedgerType
  coin: string
  /** Signed decimal string: '+' credit, '-' debit. */
  amount: string
  /** The coin's available balance after this entry. */
  balance: string
  status: LedgerStatus
  createdAt: string
  /** The record this entry belongs to (a machine order, a withdrawal, ...). */
  refId?: string
}

/**
 * A machine product of the shop (10020/10021): the wire fields it keeps (contract/mining.ts); the
 * rest of an answer (phase, sold out, yield, the user's units) is worked out per request.
 */
export type MockMachine = Pick<
  Machine,
  | 'id'
  | 'name'
  | 'type'
  | 'coin'
  | 'hashrate'
  | 'hashrateUnit'
  | 'power'
  | 'powerRatio'
  | 'cycleDays'
  | 'boost'
  | 'price'
  | 'serviceFee'
  | 'dailyOutput'
  | 'refPrice'
  | 'shareUnits'
  | 'stock'
  | 'sold'
  | 'startAt'
  | 'endAt'
  | 'size'
  | 'weight'
  | 'chip'
  | 'environment'
>

/** A user's purchase or rental: it mines from the next UTC midnight for `cycleDays` days. */
export interface MockMachineOrder {
  id: string
  userId: string
  /** The holder's wallet address, for participation lists. */
  address: string
  machineId: string
  quantity: number
  cost: string
  serviceFee: string
  total: string
  startAt: string
  endAt: string
  daysMined: number
  totalOutput: string
  lastOutput: string
  /** The UTC midnight (epoch ms) of the last output, 0 before the first. */
  lastOutputAt: number
  status: 'running' | 'ended'
}

/** One day's output of one order (10026). */
export interface MockMiningIncome {
  id: string
  userId: string
  orderId: string
  machineId: string
  coin: string
  amount: string
  createdAt: string
}

/**
 * A token offering (10030): the wire fields it keeps (contract/ido.ts); phase, demand and winning
 * rate are worked out per request. Its draw runs at the first UTC midnight on or after `endAt`.
 */
export type MockIdoOffering = Pick<IdoOffering, 'id' | 'token' | 'name' | 'payCoin' | 'price' | 'supply' | 'startAt' | 'endAt' | 'releaseParts' | 'releaseIntervalDays'> & {
  /** Tokens subscribed by the rest of the market (people outside this mock): one more subscription in the draw. */
  marketSubscribed: number
  /** When the draw ran (ISO 8601), null before; and its figures, for the allocation maths. */
  drawnAt: string | null
  draw: { totalSubscribed: number; winningRate: string; leftover: number; seed: string } | null
}

/** One user's subscription to one offering (subscribing again adds to it). */
export interface MockIdoSubscription {
  id: string
  userId: string
  offeringId: string
  quantity: number
  /** quantity x price, frozen from the pay coin's balance. */
  amount: string
  createdAt: string
  /** Set by the draw (null before it). */
  result: { exactShare: string; base: number; drawExtra: number; won: number } | null
  /** Won tokens released so far, and in how many of the offering's parts. */
  released: number
  releasedParts: number
}

/** One stake: its amount is frozen until redemption, which pays it back with the earnings. */
export interface MockStake {
  id: string
  userId: string
  productId: string
  coin: string
  amount: string
  days: number
  rate: string
  earnings: string
  stakedAt: string
  expiresAt: string
  redeemedAt: string | null
}

/** A flash exchange quote: executable once, until it expires. */
export interface MockExchangeQuote {
  id: string
  userId: string
  from: string
  to: string
  amount: string
  rate: string
  fee: string
  receive: string
  expiresAt: string
  used: boolean
}

export interface MockExchange {
  id: string
  userId: string
  from: string
  to: string
  amount: string
  receive: string
  rate: string
  fee: string
  createdAt: string
}

/** A deposit the user reported (10011): credited once its confirmations are in, on the mock clock. */
export interface MockDeposit {
  id: string
  userId: string
  chain: string
  coin: string
  amount: string
  txHash: string
  requiredConfirmations: number
  /** One block of the chain, ms: confirmations = whole blocks since the report. */
  blockMs: number
  createdAt: string
  /** The ledger entry of the credit, once credited. */
  entryId: string | null
  creditedAt: string | null
  /**
   * A payment checked on the configured node (chain-node.ts): the block of its receipt and the
   * confirmations last seen there. Such a deposit confirms by the node's blocks, not the mock clock.
   */
  onChain?: { blockNumber: number; logIndex: number; confirmations: number }
}

/** A withdrawal (10051) and where it goes next, on the mock clock. */
export interface MockWithdrawal extends Withdrawal {
  userId: string
  /** Decided at submission by the documented rule (docs/api.md section 4). */
  outcome: 'successful' | WithdrawalReason
  /** When the next step is due (epoch ms), null once finished. */
  nextAt: number | null
  /** The 'withdrawal' ledger entry, whose status follows the withdrawal's. */
  entryId: string
}

export interface MockDb {
  version: number
  /**
   * Which reset this db descends from (none: the first seed). Tabs share one db through storage; a
   * tab whose db comes from before another tab's reset never saves it over the reset's (persistDb).
   */
  epoch?: string
  /** The mock clock, epoch ms (see clock.ts). */
  now: number
  /** Counter behind every generated id and token: same calls, same ids. */
  seq: number
  config: MockGlobalConfig
  /** The last language set through E0001 (visitors included). */
  language: string
  /** Visit reports (10001) received. */
  visits: number
  users: MockUser[]
  sessions: MockSession[]
  /** Nonces of EIP-4361 logins (10004), until a day after they expire. */
  loginNonces: MockLoginNonce[]
  /** Nonces of signed withdrawals (10054), until a day after they expire. */
  withdrawNonces: MockWithdrawNonce[]
  /** Per user and coin (ledger.ts). */
  balances: MockBalance[]
  ledger: MockLedgerEntry[]
  /** Mining (handlers/mining.ts). */
  machines: MockMachine[]
  machineOrders: MockMachineOrder[]
  miningIncome: MockMiningIncome[]
  /** IDO (handlers/ido.ts). */
  idoOfferings: MockIdoOffering[]
  idoSubscriptions: MockIdoSubscription[]
  /** Staking (handlers/staking.ts). */
  stakingProducts: StakingProduct[]
  stakes: MockStake[]
  /** Flash exchange (handlers/exchange.ts). */
  exchangeQuotes: MockExchangeQuote[]
  exchanges: MockExchange[]
  /** Deposits (handlers/funds.ts) and withdrawals (handlers/withdrawals.ts). */
  deposits: MockDeposit[]
  withdrawals: MockWithdrawal[]
  /** Trading (handlers/trading.ts). */
  tradeOrders: MockTradeOrder[]
  /** The EVM node payments are checked on (POST /__mock/chain, chain-node.ts); null: none, deposits confirm on the mock clock. */
  chainNode: MockChainNode | null
  /** The TRON node (a façade over anvil in tests and the demo) TRC-20 payments are checked on (POST /__mock/tron-chain). */
  tronNode: MockTronNode | null
}

/** The local EVM node the mock reads payments from (POST /__mock/chain). */
export interface MockChainNode {
  rpcUrl: string
  chainId: number
  /** The payable USDT's token contract on it. */
  tokenAddress: string
  /** The service contract (00000 `serviceContract` while on). */
  serviceContract: string
  requiredConfirmations: number
  explorerUrl: string
}

/** The TRON node the mock reads TRON payments from: TRON's HTTP API at `fullHost`; the addresses are T addresses. */
export interface MockTronNode {
  fullHost: string
  tokenAddress: string
  serviceContract: string
  requiredConfirmations: number
  explorerUrl: string
  /** fee_limit, in sun, the config asks a TRON payment to allow. */
  feeLimit: number
}

/**
 * A trade order (10063): what it is, and where it stands. Its current price and open profit are
 * worked out per request from the price process (handlers/market.ts).
 */
export type MockTradeOrder = Omit<TradeOrder, 'currentPrice' | 'profit'> & {
  userId: string
  /** The settled result once closed, '' before. */
  result: string
  /** When it last changed (placed, filled, stops modified), epoch ms: only price ticks after it can fill or close it. */
  changedAt: number
}

/** Where the db is saved between page loads (the browser host uses localStorage). */
export interface DbStorage {
  load(): string | null
  save(json: string): void
  clear(): void
}

let current: MockDb = seed()
let storage: DbStorage | null = null

export function getDb(): MockDb {
  return current
}

/** Replace the whole state (used to roll back a failed write). */
export function replaceDb(next: MockDb): void {
  current = next
}

/** The next value of the db's counter. */
export function nextSeq(db: MockDb = current): number {
  db.seq += 1
  return db.seq
}

// The mock's requests run one at a time (see exclusive below); this is the end of the queue.
let queue: Promise<unknown> = Promise.resolve()

/**
 * Run `work` alone, once everything queued before it has finished: every business call
 * (runRpc), control endpoint and live-clock tick goes through here. A write that fails is rolled
 * back to a copy of the db taken when it started (rpc.ts); had another request run while the write
 * awaited (an address check, the chain's node), that rollback would have undone it too: the E0001
 * of a start-up answered meanwhile came back as English, a visit or a clock step vanished. One at a
 * time, a rollback only ever undoes its own write, and a handler's `db` stays the current one.
 * The handlers' waits are short (hashing, a module loaded once, a local node), so the queue costs
 * the demo nothing it would notice. Never call it from inside `work`: that would wait for itself.
 */
export function exclusive<T>(work: () => T | Promise<T>): Promise<T> {
  const result = queue.then(work)
  // A failed turn still hands on to the next; a turn that does not end hands on after
  // TURN_LIMIT_MS, so one stuck request (a module that never loads, a hung read) cannot hold every
  // other, /__mock/reset included, for good.
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TURN_LIMIT_MS)
  })
  queue = Promise.race([result.catch(() => undefined), limit]).finally(() => clearTimeout(timer))
  return result
}

/** How long one request may hold the mock's queue before the next goes anyway. */
const TURN_LIMIT_MS = 10_000

/** Back to the seed: fresh data, clock at its start, the saved copy replaced. Tests call it after each test. */
export function resetMockDb(): void {
  current = { ...seed(), epoch: Math.random().toString(36).slice(2) }
  // Saved rather than removed: a request another tab had in flight meanwhile then finds the reset's
  // epoch when it saves, and takes the reset's db instead of writing the old one back.
  persistDb()
}

/**
 * Keep the db in `store` from now on, starting from what it holds. A saved db of another version,
 * or one that does not parse, is dropped for a fresh seed. Tables added since it was saved come
 * from the seed. Pass null to stop saving.
 */
export function attachDbStorage(store: DbStorage | null): void {
  storage = store
  if (!store) return
  current = fromSaved(parseSaved(store.load()))
}

/** The db of a saved copy: tables added since it was saved come from the seed; none saved is a fresh seed. */
const fromSaved = (saved: Partial<MockDb> | null): MockDb => (saved ? { ...seed(), ...saved } : seed())

/** Take the db again from the attached storage (another tab's mock saved it); none saved is a fresh seed. */
export function reloadDbFromStorage(): void {
  if (storage) attachDbStorage(storage)
}

/** Save the db, if a storage is attached. Called after every mock request. */
export function persistDb(): void {
  if (!storage) return
  // Another tab reset the backend while this request ran: this db is the old backend's.
  const saved = parseSaved(storage.load())
  if (saved?.epoch !== undefined && saved.epoch !== current.epoch) {
    current = fromSaved(saved)
    return
  }
  try {
    storage.save(JSON.stringify(current))
  } catch {
    // A full quota only costs the demo its memory across reloads.
  }
}

function parseSaved(raw: string | null): Partial<MockDb> | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    return (parsed as Partial<MockDb>).version === DB_VERSION ? (parsed as Partial<MockDb>) : null
  } catch {
    return null
  }
}

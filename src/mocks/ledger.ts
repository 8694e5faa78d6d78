import type { LedgerStatus, LedgerType } from '@/shared/api/contract/funds'
import { add, compare, isPositive, subtract } from '@/shared/lib/decimal'
import { nowIso } from './clock'
import { nextSeq, type MockBalance, type MockDb, type MockLedgerEntry } from './db'
import { MockRpcError } from './rpc'

// The ledger core: the only functions that change a balance, credit() and debit() (and the frozen
// moves built on them). Every change of an available balance writes one ledger entry, and no
// balance goes below zero. Every area that moves money (funds, withdrawals, mining, IDO, staking,
// exchange, referral, trading) moves it through these; 10008 and 10009 (handlers/funds.ts) read it.

export const FUNDS_CODES = {
  /** The balance does not cover the amount; respMsg names the coin. */
  insufficientBalance: '2001',
} as const

/** What a new user finds in the wallet, so a demo can buy at once (a 'systemAdjustment' entry). */
export const STARTING_BALANCE = { coin: 'USDT', amount: '10000' } as const

interface Movement {
  type: LedgerType
  coin: string
  /** A positive decimal string. */
  amount: string
  status?: LedgerStatus
  refId?: string
  /** Defaults to the mock clock's now. */
  at?: string
}

/**
 * A user's wallet, opened on first use with the starting balance. Lazily, so it needs no hook in
 * user creation: every path that reads or moves money comes through here first.
 */
export function ensureWallet(db: MockDb, userId: string): void {
  if (db.balances.some((b) => b.userId === userId) || db.ledger.some((e) => e.userId === userId)) return
  const user = db.users.find((u) => u.id === userId)
  if (!user) return
  const row = balanceRow(db, userId, STARTING_BALANCE.coin)
  row.available = STARTING_BALANCE.amount
  writeEntry(db, userId, row, { type: 'systemAdjustment', coin: STARTING_BALANCE.coin, amount: STARTING_BALANCE.amount, at: user.createdAt }, STARTING_BALANCE.amount)
}

/** The available balance of one coin ('0' when the user never held it). */
export function availableOf(db: MockDb, userId: string, coin: string): string {
  ensureWallet(db, userId)
  return db.balances.find((b) => b.userId === userId && b.coin === coin)?.available ?? '0'
}

/** Add to a balance and write the ledger entry. */
export function credit(db: MockDb, userId: string, movement: Movement): MockLedgerEntry {
  if (!isPositive(movement.amount)) throw new Error(`credit of a non-positive amount: ${movement.amount}`)
  ensureWallet(db, userId)
  const row = balanceRow(db, userId, movement.coin)
  row.available = add(row.available, movement.amount)
  return writeEntry(db, userId, row, movement, movement.amount)
}

/** Take from a balance and write the ledger entry; refuses with 2001 rather than going negative. */
export function debit(db: MockDb, userId: string, movement: Movement): MockLedgerEntry {
  if (!isPositive(movement.amount)) throw new Error(`debit of a non-positive amount: ${movement.amount}`)
  ensureWallet(db, userId)
  const row = balanceRow(db, userId, movement.coin)
  if (compare(row.available, movement.amount) < 0) {
    throw new MockRpcError(FUNDS_CODES.insufficientBalance, 'Insufficient {coin} balance', { coin: movement.coin })
  }
  row.available = subtract(row.available, movement.amount)
  return writeEntry(db, userId, row, movement, `-${movement.amount}`)
}

// Frozen money (an IDO payment until its draw, won tokens until their release). The ledger records
// the available balance, so moving into or out of `available` writes an entry; what stays frozen
// moves without one. No frozen amount goes below zero either.

/** Move from available to frozen (a subscription's payment); refuses with 2001 like debit. */
export function freeze(db: MockDb, userId: string, movement: Movement): MockLedgerEntry {
  const entry = debit(db, userId, movement)
  const row = balanceRow(db, userId, movement.coin)
  row.frozen = add(row.frozen, movement.amount)
  return entry
}

/** Move from frozen back to available (a return, a release), with its ledger entry. */
export function unfreeze(db: MockDb, userId: string, movement: Movement): MockLedgerEntry {
  takeFrozen(db, userId, movement.coin, movement.amount)
  return credit(db, userId, movement)
}

/** Take from frozen for good (what won tokens cost): available does not move, so no entry. */
export function spendFrozen(db: MockDb, userId: string, coin: string, amount: string): void {
  takeFrozen(db, userId, coin, amount)
}

/** Add to frozen without touching available (won tokens before their release). */
export function addFrozen(db: MockDb, userId: string, coin: string, amount: string): void {
  if (!isPositive(amount)) return
  ensureWallet(db, userId)
  const row = balanceRow(db, userId, coin)
  row.frozen = add(row.frozen, amount)
}

function takeFrozen(db: MockDb, userId: string, coin: string, amount: string): void {
  if (!isPositive(amount)) throw new Error(`frozen move of a non-positive amount: ${amount}`)
  const row = balanceRow(db, userId, coin)
  if (compare(row.frozen, amount) < 0) throw new Error(`frozen ${coin} of ${userId} is ${row.frozen}, below ${amount}`)
  row.frozen = subtract(row.frozen, amount)
}

function balanceRow(db: MockDb, userId: string, coin: string): MockBalance {
  let row = db.balances.find((b) => b.userId === userId && b.coin === coin)
  if (!row) {
    row = { userId, coin, available: '0', frozen: '0' }
    db.balances.push(row)
  }
  return row
}

function writeEntry(db: MockDb, userId: string, row: MockBalance, movement: Movement, signed: string): MockLedgerEntry {
  const entry: MockLedgerEntry = {
    id: `L${nextSeq(db)}`,
    userId,
    type: movement.type,
    coin: movement.coin,
    amount: signed,
    balance: row.available,
    status: movement.status ?? 'successful',
    createdAt: movement.at ?? nowIso(),
    ...(movement.refId ? { refId: movement.refId } : {}),
  }
  db.ledger.push(entry)
  return entry
}

import type { Balance } from '@/shared/api/contract/funds'
import { RPC } from '@/shared/api/rpc-codes'
import { add, compare, isPositive, subtract } from '@/shared/lib/decimal'
import { nowIso } from '../clock'
import { nextSeq, type MockBalance, type MockDb, type MockLedgerEntry, type MockLedgerStatus, type MockLedgerType, type MockUser } from '../db'
import { defineRpc, invalidParam, MockRpcError, requireUser, type RpcContext } from '../rpc'

// Balances (10008) and the ledger (10009), and the only functions that change a balance:
// credit() and debit(). Every change writes one ledger entry, and no balance goes below zero.
// Other areas (mining, IDO, staking, withdrawal, exchange) move money through these two.

export const FUNDS_CODES = {
  /** The balance does not cover the amount; respMsg names the coin. */
  insufficientBalance: '2001',
} as const

/** What a new user finds in the wallet, so a demo can buy at once (a 'systemAdjustment' entry). */
export const STARTING_BALANCE = { coin: 'USDT', amount: '10000' } as const

export const LEDGER_TYPES: readonly MockLedgerType[] = [
  'deposit',
  'withdrawal',
  'directReferral',
  'indirectReferral',
  'machinePurchase',
  'machineEarnings',
  'idoSubscription',
  'idoRelease',
  'withdrawalRefund',
  'systemAdjustment',
  'idoReturn',
  'exchange',
  'staking',
  'stakingRedemption',
  'stakingEarnings',
]

const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

interface Movement {
  type: MockLedgerType
  coin: string
  /** A positive decimal string. */
  amount: string
  status?: MockLedgerStatus
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
    throw new MockRpcError(FUNDS_CODES.insufficientBalance, `Insufficient ${movement.coin} balance`)
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

/** The 1-based `page` and `size` fields of a paged list, checked. */
export function pageFields(ctx: RpcContext): { page: number; size: number } {
  const page = ctx.fields.page === undefined || ctx.fields.page === '' ? 1 : Number(ctx.fields.page)
  const size = ctx.fields.size === undefined || ctx.fields.size === '' ? DEFAULT_PAGE_SIZE : Number(ctx.fields.size)
  if (!Number.isInteger(page) || page < 1) throw invalidParam('page', 'must be a whole number from 1')
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw invalidParam('size', `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  return { page, size }
}

/** One page of `rows` in the `{ list, page, size, total, hasMore }` shape of every paged answer. */
export function paginate<T, R>(rows: readonly T[], { page, size }: { page: number; size: number }, map: (row: T) => R) {
  const start = (page - 1) * size
  return { list: rows.slice(start, start + size).map(map), page, size, total: rows.length, hasMore: start + size < rows.length }
}

function coinsOf(db: MockDb, user: MockUser): string[] {
  const held = db.balances.filter((b) => b.userId === user.id).map((b) => b.coin)
  return [...new Set([...db.config.coins, ...held])]
}

export const fundsRpcs = [
  defineRpc(RPC.balances, (ctx): { list: Balance[] } => {
    const user = requireUser(ctx)
    const { db } = ctx
    ensureWallet(db, user.id)
    return {
      list: coinsOf(db, user).map((coin) => {
        const row = db.balances.find((b) => b.userId === user.id && b.coin === coin)
        const available = row?.available ?? '0'
        const frozen = row?.frozen ?? '0'
        return { coin, available, frozen, total: add(available, frozen) }
      }),
    }
  }),

  defineRpc(RPC.financeRecords, (ctx) => {
    const user = requireUser(ctx)
    const { db } = ctx
    const type = ctx.fields.type?.trim() ?? ''
    const coin = ctx.fields.coin?.trim().toUpperCase() ?? ''
    if (type && !LEDGER_TYPES.includes(type as MockLedgerType)) throw invalidParam('type', `unknown ledger type ${type}`)
    const paging = pageFields(ctx)
    ensureWallet(db, user.id)
    const rows = db.ledger
      .filter((e) => e.userId === user.id && (!type || e.type === type) && (!coin || e.coin === coin))
      // Newest first; the id breaks ties between entries of one instant.
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id.slice(1)) - Number(a.id.slice(1)))
    return paginate(rows, paging, (e) => ({
      id: e.id,
      type: e.type,
      coin: e.coin,
      amount: e.amount,
      balance: e.balance,
      status: e.status,
      createdAt: e.createdAt,
      refId: e.refId ?? '',
    }))
  }),
]

import { encodeBase58, getAddress, getBytes, id as keccakText } from 'ethers'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { LEDGER_TYPES, TX_HASH_PATTERN, type Balance, type Chain, type DepositAddress, type FinanceRecord, type FinanceRecordPage, type LedgerType } from '@/shared/api/contract/funds'
import { RPC } from '@/shared/api/rpc-codes'
import { add, isPositive, isValidAmount, toDecimalString } from '@/shared/lib/decimal'
import { now, nowIso, onTimeReached } from '../clock'
import { nextSeq, type MockDb, type MockDeposit, type MockUser } from '../db'
import { credit, ensureWallet } from '../ledger'
import { pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { EXCHANGE_TABLE, FUNDS_TABLE } from '../seed'

// Balances (10008), the ledger (10009) and deposits (10010, 10011). The balances change only through
// the ledger core (../ledger.ts); withdrawals (10050-10053) are in withdrawals.ts.

function coinsOf(db: MockDb, user: MockUser): string[] {
  const held = db.balances.filter((b) => b.userId === user.id).map((b) => b.coin)
  return [...new Set([...db.config.coins, ...held])]
}

/** A chain of the config that carries `coin` (deposits and withdrawals both ask). */
export function chainOf(db: MockDb, id: string, coin: string): Chain {
  const chain = db.config.chains.find((c) => c.id === id)
  if (!chain) throw invalidParam('chain', `unknown chain ${id}`)
  if (!chain.coins.includes(coin)) throw invalidParam('coin', `${coin} does not travel on ${id}`)
  return chain
}

/** A positive decimal amount field with at most `decimals` places. */
export function amountField(ctx: RpcContext, decimals: number): string {
  const amount = requireField(ctx, 'amount')
  if (!isValidAmount(amount, decimals) || !isPositive(amount)) throw invalidParam('amount', `must be a positive decimal with at most ${decimals} places`)
  return toDecimalString(amount)
}

/** The user's deposit address on a chain: the same on every call, valid for the chain (checksums included). */
export async function depositAddressOf(userId: string, chain: Chain): Promise<string> {
  const body = keccakText(`deposit:${userId}:${chain.id}`).slice(-40)
  if (chain.kind === 'evm') return getAddress(`0x${body}`)
  // TRON: base58check of 0x41 + 20 bytes (WebCrypto, which every host of the mock has).
  const payload = Uint8Array.from(getBytes(`0x41${body}`))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await crypto.subtle.digest('SHA-256', payload)))
  return encodeBase58(Uint8Array.from([...payload, ...digest.slice(0, 4)]))
}

/** Blocks seen on top of a deposit's transaction at the mock clock's now. */
function confirmationsOf(d: MockDeposit, at: number): number {
  if (d.entryId) return d.requiredConfirmations
  return Math.min(d.requiredConfirmations, Math.max(0, Math.floor((at - Date.parse(d.createdAt)) / d.blockMs)))
}

function depositDueAt(d: MockDeposit): number {
  return Date.parse(d.createdAt) + d.requiredConfirmations * d.blockMs
}

function depositInfo(d: MockDeposit, at: number) {
  return { chain: d.chain, txHash: d.txHash, confirmations: confirmationsOf(d, at), requiredConfirmations: d.requiredConfirmations }
}

/** A deposit still confirming, as a finance record: not booked, so no balance after it. */
function pendingDepositRecord(d: MockDeposit, at: number): FinanceRecord {
  return { id: d.id, type: 'deposit', coin: d.coin, amount: d.amount, balance: '', status: 'submitted', createdAt: d.createdAt, refId: d.id, deposit: depositInfo(d, at) }
}

// Deposits are credited at their last confirmation.
onTimeReached('deposits', {
  due: (db) => db.deposits.reduce<number | null>((at, d) => (d.entryId ? at : Math.min(at ?? Infinity, depositDueAt(d))), null),
  run: (db, at) => {
    for (const d of db.deposits) {
      if (d.entryId || depositDueAt(d) > at) continue
      d.entryId = credit(db, d.userId, { type: 'deposit', coin: d.coin, amount: d.amount, refId: d.id }).id
      d.creditedAt = nowIso()
    }
  },
})

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
        return { coin, available, frozen, total: add(available, frozen), price: EXCHANGE_TABLE.prices[coin] ?? '0' }
      }),
    }
  }),

  defineRpc(RPC.financeRecords, (ctx): FinanceRecordPage => {
    const user = requireUser(ctx)
    const { db } = ctx
    // One type, or several separated by commas (the earnings record asks for its five).
    const types = (ctx.fields.type ?? '').split(',').map((t) => t.trim()).filter(Boolean)
    const coin = ctx.fields.coin?.trim().toUpperCase() ?? ''
    for (const type of types) if (!LEDGER_TYPES.includes(type as LedgerType)) throw invalidParam('type', `unknown ledger type ${type}`)
    const paging = pageFields(ctx)
    ensureWallet(db, user.id)
    const at = now()
    const wanted = (type: string, c: string) => (types.length === 0 || types.includes(type)) && (!coin || c === coin)
    const booked = db.ledger.filter((e) => e.userId === user.id && wanted(e.type, e.coin)).map((e): FinanceRecord => {
      const deposit = e.type === 'deposit' && e.refId ? db.deposits.find((d) => d.id === e.refId) : undefined
      return {
        id: e.id,
        type: e.type,
        coin: e.coin,
        amount: e.amount,
        balance: e.balance,
        status: e.status,
        createdAt: e.createdAt,
        refId: e.refId ?? '',
        ...(deposit ? { deposit: depositInfo(deposit, at) } : {}),
      }
    })
    const pending = db.deposits.filter((d) => d.userId === user.id && !d.entryId && wanted('deposit', d.coin)).map((d) => pendingDepositRecord(d, at))
    // Newest first; the number in the id breaks ties between records of one instant.
    const rows = [...booked, ...pending].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id.slice(1)) - Number(a.id.slice(1)))
    return paginate(rows, paging, (r) => r)
  }),

  defineRpc(RPC.depositAddress, async (ctx): Promise<DepositAddress> => {
    const user = requireUser(ctx)
    const coin = requireField(ctx, 'coin').toUpperCase()
    const chain = chainOf(ctx.db, requireField(ctx, 'chain'), coin)
    return { chain: chain.id, coin, address: await depositAddressOf(user.id, chain), requiredConfirmations: FUNDS_TABLE.chains[chain.id].requiredConfirmations }
  }),

  defineRpc(RPC.submitDeposit, (ctx): { record: FinanceRecord } => {
    const user = requireUser(ctx)
    const { db } = ctx
    const coin = requireField(ctx, 'coin').toUpperCase()
    const chain = chainOf(db, requireField(ctx, 'chain'), coin)
    const amount = amountField(ctx, 8)
    const txHash = requireField(ctx, 'txHash')
    if (!TX_HASH_PATTERN[chain.kind].test(txHash)) throw invalidParam('txHash', `not a ${chain.id} transaction hash`)
    if (db.deposits.some((d) => d.chain === chain.id && d.txHash.toLowerCase() === txHash.toLowerCase())) {
      throw new MockRpcError(RESP_CODES.duplicateTx, 'This transaction was reported already')
    }
    ensureWallet(db, user.id)
    const { requiredConfirmations, blockSeconds } = FUNDS_TABLE.chains[chain.id]
    const deposit: MockDeposit = {
      id: `D${nextSeq(db)}`,
      userId: user.id,
      chain: chain.id,
      coin,
      amount,
      txHash,
      requiredConfirmations,
      blockMs: blockSeconds * 1000,
      createdAt: nowIso(),
      entryId: null,
      creditedAt: null,
    }
    db.deposits.push(deposit)
    return { record: pendingDepositRecord(deposit, Date.parse(deposit.createdAt)) }
  }),
]

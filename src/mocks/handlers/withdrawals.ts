import { hexlify, id as keccakText, randomBytes, verifyTypedData } from 'ethers'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { withdrawalFee, type LedgerStatus, type Withdrawal, type WithdrawalPage, type WithdrawRule } from '@/shared/api/contract/funds'
import { RPC } from '@/shared/api/rpc-codes'
import { withdrawAuthOf, type WithdrawAuthMode } from '@/shared/api/contract/withdraw-auth'
import { WITHDRAWAL_DOMAIN, WITHDRAWAL_TYPES, type WithdrawalMessage } from '@/shared/api/contract/withdrawal-typed-data'
import { add, isBetween } from '@/shared/lib/decimal'
import { checkAddress } from '@/shared/wallet/address'
import { now, nowIso, onTimeReached } from '../clock'
import { getDb, nextSeq, type MockDb, type MockUser, type MockWithdrawal } from '../db'
import { availableOf, freeze, spendFrozen, unfreeze } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { FUNDS_TABLE } from '../seed'
import { amountField, chainOf } from './funds'

// Withdrawals: the rules (10050), withdraw (10051), records (10052) and detail (10053). A
// withdrawal freezes amount + fee at once ('withdrawal' entry), then walks its steps on the mock
// clock: submitted, reviewed, processing, successful (the frozen money leaves), or rejected at
// review / failed on chain by the documented rule, then failureHandled with the whole refunded.

const MINUTE_MS = 60_000
/** How long a withdrawal nonce (10054) may be used. */
export const WITHDRAW_NONCE_TTL_MS = 10 * MINUTE_MS
const DAY_MS = 24 * 60 * MINUTE_MS

/** Switch how withdrawals are authorised (POST /__mock/withdraw-auth, the dev demo's switch, tests). */
export function setWithdrawAuth(mode: WithdrawAuthMode, db: MockDb = getDb()): void {
  db.config.withdrawAuth = { mode }
}

/**
 * With `withdrawAuth.mode: 'eip712'`, a withdrawal must carry the wallet's signature of its own
 * fields (contract/withdraw-auth.ts): the signer recovered from the request's figures must be the
 * user, the nonce the user's own, unused and unexpired, the deadline not passed. A signature over
 * other figures (another amount or address) recovers an address no one holds; one by another
 * account recovers that account. The nonce is spent only when everything holds.
 */
function checkSignedWithdrawal(ctx: RpcContext, user: MockUser, fields: { coin: string; chain: string; address: string; amount: string; fee: string }): void {
  const refuse = (message: ConstructorParameters<typeof MockRpcError>[1]) => new MockRpcError(RESP_CODES.signatureFailed, message)
  const signature = ctx.fields.signature ?? ''
  const nonceText = ctx.fields.nonce ?? ''
  const deadlineText = ctx.fields.deadline ?? ''
  if (!signature || !nonceText || !deadlineText || !ctx.fields.chainId) throw refuse('Withdrawal not signed by the wallet')
  if (!/^\d{1,12}$/.test(deadlineText)) throw invalidParam('deadline', 'must be epoch seconds')
  const message: WithdrawalMessage = { account: user.address, ...fields, nonce: nonceText, deadline: Number(deadlineText) }
  // The chain the wallet was on names the domain (wallets sign typed data for their own chain only).
  const chainId = Number(ctx.fields.chainId ?? '')
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw invalidParam('chainId', 'must be a whole number from 1')
  let signer = ''
  try {
    signer = verifyTypedData({ ...WITHDRAWAL_DOMAIN, chainId }, { Withdrawal: [...WITHDRAWAL_TYPES.Withdrawal] }, message, signature).toLowerCase()
  } catch {
    // Malformed: the same answer as other figures.
  }
  if (signer !== user.address.toLowerCase()) {
    // These very figures signed by another wallet recover that wallet; other figures (or a broken
    // signature) recover an address no one holds.
    const another = signer !== '' && ctx.db.users.some((u) => u.address.toLowerCase() === signer)
    throw refuse(another ? 'Withdrawal signed by another account' : 'Withdrawal figures differ from what the wallet signed')
  }
  const nonce = ctx.db.withdrawNonces.find((n) => n.nonce === nonceText && n.userId === user.id)
  if (!nonce) throw refuse('Withdrawal nonce unknown, please try again')
  if (nonce.usedAt) throw refuse('Withdrawal nonce already used, please try again')
  if (now() >= Date.parse(nonce.expiresAt)) throw refuse('Withdrawal nonce expired, please try again')
  if (now() >= message.deadline * 1000) throw refuse('Withdrawal signature expired, please try again')
  nonce.usedAt = nowIso()
}

function ruleOf(coin: string, chain: string): WithdrawRule {
  const rule = FUNDS_TABLE.withdrawRules.find((r) => r.coin === coin && r.chain === chain)
  if (!rule) throw invalidParam('coin', '{coin} cannot be withdrawn on {chain}', { coin, chain })
  return rule
}

function withdrawalDto(w: MockWithdrawal): Withdrawal {
  return {
    id: w.id,
    coin: w.coin,
    chain: w.chain,
    address: w.address,
    amount: w.amount,
    fee: w.fee,
    total: w.total,
    status: w.status,
    steps: w.steps,
    reason: w.reason,
    txHash: w.txHash,
    createdAt: w.createdAt,
  }
}

/** The documented outcome rule: the risk list rejects at review, a refusing contract fails on chain. */
function outcomeFor(address: string): MockWithdrawal['outcome'] {
  const same = (list: readonly string[]) => list.some((a) => a.toLowerCase() === address.toLowerCase())
  if (same(FUNDS_TABLE.riskAddresses)) return 'riskControl'
  if (same(FUNDS_TABLE.failingAddresses)) return 'chainFailure'
  return 'successful'
}

/** Move a withdrawal one step on, at `at`; its ledger entry's status follows. */
function stepWithdrawal(db: MockDb, w: MockWithdrawal, at: number): void {
  const step = (status: LedgerStatus, nextAt: number | null) => {
    w.status = status
    w.steps.push({ status, at: new Date(at).toISOString() })
    w.nextAt = nextAt
    const entry = db.ledger.find((e) => e.id === w.entryId)
    if (entry) entry.status = status
  }
  const { stepMinutes, refundMinutes } = FUNDS_TABLE
  switch (w.status) {
    case 'submitted':
      if (w.outcome === 'riskControl') {
        w.reason = 'riskControl'
        step('rejected', at + refundMinutes * MINUTE_MS)
      } else step('reviewed', at + stepMinutes * MINUTE_MS)
      return
    case 'reviewed': {
      const hash = keccakText(`withdrawal:${w.id}`)
      w.txHash = db.config.chains.find((c) => c.id === w.chain)?.kind === 'tron' ? hash.slice(2) : hash
      step('processing', at + stepMinutes * MINUTE_MS)
      return
    }
    case 'processing':
      if (w.outcome === 'chainFailure') {
        w.reason = 'chainFailure'
        step('failed', at + refundMinutes * MINUTE_MS)
      } else {
        spendFrozen(db, w.userId, w.coin, w.total)
        step('successful', null)
      }
      return
    case 'rejected':
    case 'failed':
      // The money comes back first, so the entry's status and the refund tell one story.
      unfreeze(db, w.userId, { type: 'withdrawalRefund', coin: w.coin, amount: w.total, refId: w.id })
      step('failureHandled', null)
      return
    case 'successful':
    case 'failureHandled':
      // Final: no next step.
      w.nextAt = null
  }
}

// Each withdrawal walks its next step when it is due. (funds.ts, imported above, subscribes the
// deposits' job first, so a deposit confirming at the same instant is credited first.)
onTimeReached('withdrawals', {
  due: (db) => db.withdrawals.reduce<number | null>((at, w) => (w.nextAt === null ? at : Math.min(at ?? Infinity, w.nextAt)), null),
  run: (db, at) => {
    for (const w of db.withdrawals) if (w.nextAt !== null && w.nextAt <= at) stepWithdrawal(db, w, at)
  },
})

export const withdrawalRpcs = [
  defineRpc(RPC.withdrawConfig, (ctx): { list: WithdrawRule[] } => {
    const coin = ctx.fields.coin?.trim().toUpperCase() ?? ''
    return { list: FUNDS_TABLE.withdrawRules.filter((r) => !coin || r.coin === coin) }
  }),

  defineRpc(RPC.withdrawNonce, (ctx): { nonce: string; expiresAt: string } => {
    const user = requireUser(ctx)
    const { db } = ctx
    // Used and expired nonces stay a day (a reuse is then refused as such), then go.
    db.withdrawNonces = db.withdrawNonces.filter((n) => Date.parse(n.expiresAt) > now() - DAY_MS)
    // Unguessable, unlike the mock's ids.
    const issued = { nonce: hexlify(randomBytes(16)).slice(2), expiresAt: new Date(now() + WITHDRAW_NONCE_TTL_MS).toISOString() }
    db.withdrawNonces.push({ ...issued, userId: user.id, usedAt: null })
    return issued
  }),

  defineRpc(RPC.submitWithdrawal, async (ctx): Promise<{ record: Withdrawal; balance: { coin: string; available: string } }> => {
    const user = requireUser(ctx)
    const { db } = ctx
    const coin = requireField(ctx, 'coin').toUpperCase()
    const chain = chainOf(db, requireField(ctx, 'chain'), coin)
    const rule = ruleOf(coin, chain.id)
    const address = requireField(ctx, 'address')
    const verdict = await checkAddress(chain.kind, address)
    if (verdict !== 'ok') throw invalidParam('address', 'not a {chain} address ({verdict})', { chain: chain.id, verdict })
    const amount = amountField(ctx, rule.decimals)
    if (!isBetween(amount, rule.min, rule.max)) throw new MockRpcError(RESP_CODES.outOfRange, 'Withdrawal amount must be between {min} and {max}', { min: rule.min, max: rule.max })
    const fee = withdrawalFee(amount, rule)
    if (withdrawAuthOf(db.config) === 'eip712') checkSignedWithdrawal(ctx, user, { coin, chain: chain.id, address, amount: ctx.fields.amount ?? '', fee })
    const total = add(amount, fee)
    const id = `W${nextSeq(db)}`
    const entry = freeze(db, user.id, { type: 'withdrawal', coin, amount: total, status: 'submitted', refId: id })
    const createdAt = nowIso()
    const withdrawal: MockWithdrawal = {
      id,
      userId: user.id,
      coin,
      chain: chain.id,
      address,
      amount,
      fee,
      total,
      status: 'submitted',
      steps: [{ status: 'submitted', at: createdAt }],
      reason: null,
      txHash: '',
      createdAt,
      outcome: outcomeFor(address),
      nextAt: Date.parse(createdAt) + FUNDS_TABLE.stepMinutes * MINUTE_MS,
      entryId: entry.id,
    }
    db.withdrawals.push(withdrawal)
    return { record: withdrawalDto(withdrawal), balance: { coin, available: availableOf(db, user.id, coin) } }
  }),

  defineRpc(RPC.withdrawalRecords, (ctx): WithdrawalPage => {
    const user = requireUser(ctx)
    const paging = pageFields(ctx)
    const rows = ctx.db.withdrawals
      .filter((w) => w.userId === user.id)
      .sort(newestFirst((r) => r.createdAt))
    return paginate(rows, paging, withdrawalDto)
  }),

  defineRpc(RPC.withdrawalDetail, (ctx): Withdrawal => {
    const user = requireUser(ctx)
    const id = requireField(ctx, 'id')
    const withdrawal = ctx.db.withdrawals.find((w) => w.id === id && w.userId === user.id)
    if (!withdrawal) throw new MockRpcError(RESP_CODES.notFound, 'Withdrawal not found')
    return withdrawalDto(withdrawal)
  }),
]

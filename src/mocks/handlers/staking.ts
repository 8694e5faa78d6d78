import { RESP_CODES } from '@/shared/api/contract/envelope'
import { stakeEarnings, type StakeRecord, type StakeRecordPage, type StakeResult, type StakingProduct, type StakingProducts } from '@/shared/api/contract/staking'
import { RPC } from '@/shared/api/rpc-codes'
import { compare, isValidAmount, toDecimalString } from '@/shared/lib/decimal'
import { DAY_MS, now, nowIso } from '../clock'
import { nextSeq, type MockDb, type MockStake } from '../db'
import { availableOf, credit, freeze, unfreeze } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser } from '../rpc'

// Staking: products (10035), stake (10036), records (10037) and redeem (10041). A stake freezes its
// amount ('staking' entry) for the product's days. From expiry it can be redeemed: the amount
// comes back ('stakingRedemption') with the earnings fixed at staking time ('stakingEarnings').
// Nothing is paid earlier.

function productOf(db: MockDb, id: string): StakingProduct {
  const product = db.stakingProducts.find((p) => p.id === id)
  if (!product) throw new MockRpcError(RESP_CODES.notFound, 'Staking product not found')
  return product
}

function recordDto(stake: MockStake): StakeRecord {
  return {
    id: stake.id,
    productId: stake.productId,
    coin: stake.coin,
    amount: stake.amount,
    days: stake.days,
    rate: stake.rate,
    earnings: stake.earnings,
    stakedAt: stake.stakedAt,
    expiresAt: stake.expiresAt,
    status: stake.redeemedAt ? 'redeemed' : 'staked',
    redeemable: !stake.redeemedAt && now() >= Date.parse(stake.expiresAt),
    redeemedAt: stake.redeemedAt,
  }
}

export const stakingRpcs = [
  defineRpc(RPC.stakingProducts, (ctx): StakingProducts => {
    const coin = ctx.fields.coin?.trim().toUpperCase() ?? ''
    return { list: ctx.db.stakingProducts.filter((p) => !coin || p.coin === coin), serverTime: nowIso() }
  }),

  defineRpc(RPC.stake, (ctx): StakeResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const product = productOf(db, requireField(ctx, 'productId'))
    const amount = requireField(ctx, 'amount')
    if (!isValidAmount(amount, 8) || compare(amount, 0) <= 0) throw invalidParam('amount', 'must be a positive decimal with at most {places} places', { places: 8 })
    if (compare(amount, product.min) < 0 || compare(amount, product.max) > 0) {
      throw new MockRpcError(RESP_CODES.outOfRange, 'Staking amount must be between {min} and {max}', { min: product.min, max: product.max })
    }
    const id = `K${nextSeq(db)}`
    freeze(db, user.id, { type: 'staking', coin: product.coin, amount, refId: id })
    const stakedAt = nowIso()
    const stake: MockStake = {
      id,
      userId: user.id,
      productId: product.id,
      coin: product.coin,
      amount: toDecimalString(amount),
      days: product.days,
      rate: product.rate,
      earnings: stakeEarnings(amount, product.rate, product.days),
      stakedAt,
      expiresAt: new Date(Date.parse(stakedAt) + product.days * DAY_MS).toISOString(),
      redeemedAt: null,
    }
    db.stakes.push(stake)
    return { record: recordDto(stake), balance: { coin: product.coin, available: availableOf(db, user.id, product.coin) } }
  }),

  defineRpc(RPC.stakingRecords, (ctx): StakeRecordPage => {
    const user = requireUser(ctx)
    const status = ctx.fields.status?.trim() ?? ''
    if (status && status !== 'staked' && status !== 'redeemed') throw invalidParam('status', 'must be staked or redeemed')
    const paging = pageFields(ctx)
    const rows = ctx.db.stakes
      .filter((s) => s.userId === user.id && (!status || (status === 'redeemed') === Boolean(s.redeemedAt)))
      .sort(newestFirst((s) => s.stakedAt))
    return paginate(rows, paging, recordDto)
  }),

  defineRpc(RPC.redeemStake, (ctx): StakeResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const id = requireField(ctx, 'id')
    const stake = db.stakes.find((s) => s.id === id && s.userId === user.id)
    if (!stake) throw new MockRpcError(RESP_CODES.notFound, 'Stake not found')
    if (stake.redeemedAt) throw new MockRpcError(RESP_CODES.notRedeemable, 'This stake is already redeemed')
    if (now() < Date.parse(stake.expiresAt)) throw new MockRpcError(RESP_CODES.notRedeemable, 'This stake can be redeemed from {date}', { date: stake.expiresAt })
    unfreeze(db, user.id, { type: 'stakingRedemption', coin: stake.coin, amount: stake.amount, refId: stake.id })
    if (compare(stake.earnings, 0) > 0) credit(db, user.id, { type: 'stakingEarnings', coin: stake.coin, amount: stake.earnings, refId: stake.id })
    stake.redeemedAt = nowIso()
    return { record: recordDto(stake), balance: { coin: stake.coin, available: availableOf(db, user.id, stake.coin) } }
  }),
]

import { Wallet } from 'ethers'
import fc from 'fast-check'
import { RpcError } from '@/shared/api/errors'
import { RPC } from '@/shared/api/rpc-codes'
import { add, compare } from '@/shared/lib/decimal'
import { useSessionStore } from '@/shared/stores/session-store'
import { advanceClock } from '../clock'
import { getDb, resetMockDb, type MockDb } from '../db'
import { FUNDS_TABLE } from '../seed'
import { bidAskOf, instrumentOf } from './market'
import { login, rpc } from './test-client'

// Issue 13's ledger invariant, over random sequences of every operation that moves money: buy a
// machine, days of output, deposits, withdrawals with each outcome, IDO subscriptions (draws and
// releases come with the days), stakes and redemptions, flash exchanges, the referral earnings
// they pay the inviters, and trade orders (market and limit, with stops around the entry, modified,
// closed or cancelled by hand, or filled and closed by the price as the clock moves).
//
// The ledger records the AVAILABLE balance: every change of it writes one entry, and money moving
// within frozen writes none (docs/api.md section 4). Frozen money is accounted for by the records
// that hold it: stakes not redeemed, IDO payments before their draw, won tokens not yet released,
// withdrawals not finished, trade orders pending or open (their cost). So "the ledger sums to available plus frozen" is checked as
//   ledger sum + open holdings = available + frozen,
// and its two halves separately (ledger sum = available; open holdings = frozen), after every step,
// for every user and coin; nothing goes negative, and each entry's "balance after" is the running
// sum. A refused operation changes nothing at all.

// Three users in a line of invitations (each invited by the one before), so referral earnings flow too.
const USERS = [new Wallet('0x' + '91'.repeat(32)), new Wallet('0x' + '92'.repeat(32)), new Wallet('0x' + '93'.repeat(32))]
const user = fc.integer({ min: 0, max: USERS.length - 1 })
let txSeq = 0

type Command =
  | { op: 'buy'; user: number; machine: string; quantity: number }
  | { op: 'days'; days: number }
  | { op: 'minutes'; minutes: number }
  | { op: 'deposit'; user: number; chain: string; coin: string; amount: string }
  | { op: 'withdraw'; user: number; chain: string; coin: string; to: 'normal' | 'risk' | 'failing'; amount: string }
  | { op: 'subscribe'; user: number; id: string; quantity: number }
  | { op: 'stake'; user: number; productId: string; amount: string }
  | { op: 'redeem'; user: number }
  | { op: 'exchange'; user: number; from: string; to: string; amount: string }
  | { op: 'order'; user: number; symbol: string; side: 'buy' | 'sell'; kind: 'market' | 'limit'; steps: number; price: number; stopLoss: number; takeProfit: number; wrong: boolean }
  | { op: 'modify'; user: number; pick: number; stopLoss: number; takeProfit: number; wrong: boolean }
  | { op: 'closeOrder'; user: number; pick: number }

const ROUTES = [
  { chain: 'TRC20', coin: 'USDT', normal: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', risk: FUNDS_TABLE.riskAddresses[0], failing: FUNDS_TABLE.failingAddresses[0] },
  { chain: 'ERC20', coin: 'USDT', normal: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', risk: FUNDS_TABLE.riskAddresses[1], failing: FUNDS_TABLE.failingAddresses[1] },
  { chain: 'ERC20', coin: 'ETH', normal: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', risk: FUNDS_TABLE.riskAddresses[1], failing: FUNDS_TABLE.failingAddresses[1] },
]

/** A relative distance from a price (up to 2%), 0 for none; and, now and then, a stop on the wrong side. */
const distance = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 }).map((n) => n / 10_000))
const wrong = fc.integer({ min: 0, max: 9 }).map((n) => n === 0)

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('buy' as const), user, machine: fc.constantFrom('M101', 'R201', 'J301', 'S401'), quantity: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant('minutes' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
  fc
    .record({ user, route: fc.constantFrom(...ROUTES), amount: fc.constantFrom('0.5', '25', '250', '1000.123') })
    .map(({ user, route, amount }) => ({ op: 'deposit' as const, user, chain: route.chain, coin: route.coin, amount })),
  fc
    .record({ user, route: fc.constantFrom(...ROUTES), to: fc.constantFrom('normal' as const, 'risk' as const, 'failing' as const), amount: fc.constantFrom('0.02', '20', '150.5', '4000', '12000') })
    .map(({ user, route, to, amount }) => ({ op: 'withdraw' as const, user, chain: route.chain, coin: route.coin, to, amount })),
  fc.record({ op: fc.constant('subscribe' as const), user, id: fc.constantFrom('IDO01', 'IDO02'), quantity: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ op: fc.constant('stake' as const), user, productId: fc.constantFrom('K-USDT-7', 'K-USDT-30', 'K-ETH-30'), amount: fc.constantFrom('0.2', '100', '2500', '20000') }),
  fc.record({ op: fc.constant('redeem' as const), user }),
  fc.record({ op: fc.constant('exchange' as const), user, from: fc.constantFrom('USDT', 'ETH'), to: fc.constantFrom('ETH', 'BTC', 'USDT'), amount: fc.constantFrom('0.01', '15', '640', '9000') }),
  // Trading weighs more: an order needs placing before it can be modified, closed or triggered.
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('order' as const),
      user,
      symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT', 'EURUSD', 'XAUUSD'),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      kind: fc.constantFrom('market' as const, 'limit' as const),
      steps: fc.integer({ min: 1, max: 40 }),
      price: distance,
      stopLoss: distance,
      takeProfit: distance,
      wrong,
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('modify' as const), user, pick: fc.nat({ max: 20 }), stopLoss: distance, takeProfit: distance, wrong }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('closeOrder' as const), user, pick: fc.nat({ max: 20 }) }) },
)

/** `price` moved up (+1) or down (-1) by `distance` (relative), with the instrument's digits; '' for no distance. */
function around(symbol: string, price: string, direction: number, distance: number): string {
  return distance === 0 ? '' : (Number(price) * (1 + direction * distance)).toFixed(instrumentOf(symbol).digits)
}

/** The stop loss and take profit fields of an order of `side` entering at `entry`: a buy's stop below, its take profit above (unless `wrong`). */
function stops(symbol: string, side: 'buy' | 'sell', entry: string, c: { stopLoss: number; takeProfit: number; wrong: boolean }) {
  const down = side === 'buy' ? -1 : 1
  return { stopLoss: around(symbol, entry, c.wrong ? -down : down, c.stopLoss), takeProfit: around(symbol, entry, -down, c.takeProfit) }
}

/** One of the user's current orders (any when `pick` runs past them). */
function pickOrder(userId: string, pick: number): string {
  const current = getDb().tradeOrders.filter((o) => o.userId === userId && o.status !== 'closed' && o.status !== 'cancelled')
  const all = getDb().tradeOrders.filter((o) => o.userId === userId)
  return (current[pick % (current.length + 1)] ?? all[pick % Math.max(all.length, 1)])?.id ?? 'none'
}

async function run(c: Command, tokens: string[], userIds: string[]): Promise<void> {
  if (c.op === 'days') return void advanceClock({ days: c.days })
  if (c.op === 'minutes') return void advanceClock({ ms: c.minutes * 60_000 })
  useSessionStore.setState({ token: tokens[c.user] })
  switch (c.op) {
    case 'buy':
      return void (await rpc(RPC.buyMachine, { id: c.machine, quantity: c.quantity }))
    case 'deposit': {
      txSeq += 1
      const hex = txSeq.toString(16).padStart(64, '0')
      return void (await rpc(RPC.submitDeposit, { chain: c.chain, coin: c.coin, amount: c.amount, txHash: c.chain === 'TRC20' ? hex : `0x${hex}` }))
    }
    case 'withdraw': {
      const route = ROUTES.find((r) => r.chain === c.chain && r.coin === c.coin)!
      return void (await rpc(RPC.submitWithdrawal, { coin: c.coin, chain: c.chain, address: route[c.to], amount: c.amount }))
    }
    case 'subscribe':
      return void (await rpc(RPC.idoSubscribe, { id: c.id, quantity: c.quantity }))
    case 'stake':
      return void (await rpc(RPC.stake, { productId: c.productId, amount: c.amount }))
    case 'redeem': {
      const stake = getDb().stakes.find((s) => s.userId === userIds[c.user] && !s.redeemedAt)
      return void (await rpc(RPC.redeemStake, { id: stake?.id ?? 'none' }))
    }
    case 'exchange': {
      const { quote } = await rpc(RPC.exchangeQuote, { from: c.from, to: c.to, amount: c.amount })
      return void (await rpc(RPC.submitExchange, { quoteId: quote?.id ?? 'none' }))
    }
    case 'order': {
      const instrument = instrumentOf(c.symbol)
      const { bid, ask } = bidAskOf(instrument, getDb().now)
      const market = c.side === 'buy' ? ask : bid
      // A limit order's price a little below the ask (buy) or above the bid (sell); at the market it is refused.
      const price = c.kind === 'limit' ? around(c.symbol, market, c.side === 'buy' ? -1 : 1, c.price) || market : ''
      const entry = price || market
      const volume = (Number(instrument.minVolume) * c.steps).toFixed(3).replace(/\.?0+$/, '')
      return void (await rpc(RPC.placeOrder, { symbol: c.symbol, side: c.side, kind: c.kind, volume, ...(price ? { price } : {}), ...stops(c.symbol, c.side, entry, c) }))
    }
    case 'modify': {
      const id = pickOrder(userIds[c.user], c.pick)
      const order = getDb().tradeOrders.find((o) => o.id === id)
      return void (await rpc(RPC.modifyOrder, { id, ...stops(order?.symbol ?? 'BTCUSDT', order?.side ?? 'buy', order?.openPrice ?? '1', c) }))
    }
    case 'closeOrder':
      return void (await rpc(RPC.closeOrder, { id: pickOrder(userIds[c.user], c.pick) }))
  }
}

/** What the user's open records hold, per coin: the frozen balance must equal it. */
function openHoldings(db: MockDb, userId: string): Map<string, string> {
  const held = new Map<string, string>()
  const hold = (coin: string, amount: string | number) => held.set(coin, add(held.get(coin) ?? '0', amount))
  for (const s of db.stakes) if (s.userId === userId && !s.redeemedAt) hold(s.coin, s.amount)
  for (const sub of db.idoSubscriptions) {
    if (sub.userId !== userId) continue
    const offering = db.idoOfferings.find((o) => o.id === sub.offeringId)!
    if (!sub.result) hold(offering.payCoin, sub.amount)
    else hold(offering.token, sub.result.won - sub.released)
  }
  for (const w of db.withdrawals) if (w.userId === userId && w.status !== 'successful' && w.status !== 'failureHandled') hold(w.coin, w.total)
  for (const o of db.tradeOrders) if (o.userId === userId && o.status !== 'closed' && o.status !== 'cancelled') hold('USDT', o.cost)
  return held
}

function checkInvariant(db: MockDb, step: string): void {
  for (const u of db.users) {
    const entries = db.ledger.filter((e) => e.userId === u.id)
    const holdings = openHoldings(db, u.id)
    const coins = new Set([...entries.map((e) => e.coin), ...db.balances.filter((b) => b.userId === u.id).map((b) => b.coin), ...holdings.keys()])
    for (const coin of coins) {
      const row = db.balances.find((b) => b.userId === u.id && b.coin === coin)
      const available = row?.available ?? '0'
      const frozen = row?.frozen ?? '0'
      let sum = '0'
      for (const e of entries.filter((x) => x.coin === coin)) {
        sum = add(sum, e.amount)
        expect(e.balance, `${step}: ${u.id} ${coin} entry ${e.id} balance after`).toBe(sum)
        expect(compare(e.balance, 0), `${step}: ${u.id} ${coin} entry ${e.id} negative`).toBeGreaterThanOrEqual(0)
      }
      const held = holdings.get(coin) ?? '0'
      expect(compare(sum, available), `${step}: ${u.id} ${coin} ledger ${sum} vs available ${available}`).toBe(0)
      expect(compare(held, frozen), `${step}: ${u.id} ${coin} open holdings ${held} vs frozen ${frozen}`).toBe(0)
      expect(compare(add(sum, held), add(available, frozen)), `${step}: ${u.id} ${coin} ledger + holdings vs available + frozen`).toBe(0)
      expect(compare(available, 0), `${step}: ${u.id} ${coin} available`).toBeGreaterThanOrEqual(0)
      expect(compare(frozen, 0), `${step}: ${u.id} ${coin} frozen`).toBeGreaterThanOrEqual(0)
    }
  }
}

const moneyOf = (db: MockDb) => JSON.stringify({ balances: db.balances, ledger: db.ledger, withdrawals: db.withdrawals, deposits: db.deposits, stakes: db.stakes, subs: db.idoSubscriptions, orders: db.tradeOrders })

describe('the ledger invariant', () => {
  it('holds after every step of random sequences of every money operation', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        resetMockDb()
        const tokens: string[] = []
        for (const wallet of USERS) {
          const inviter = getDb().users.find((u) => u.address === USERS[tokens.length - 1]?.address)
          tokens.push(await login(wallet, inviter?.inviteCode))
        }
        const userIds = USERS.map((w) => getDb().users.find((u) => u.address === w.address)!.id)
        checkInvariant(getDb(), 'start')
        for (const [i, c] of commands.entries()) {
          const before = moneyOf(getDb())
          const refused = await run(c, tokens, userIds).then(
            () => false,
            (error: unknown) => {
              // A refusal is fine; anything else (a crash, a 500 of the mock) is a bug.
              if (!(error instanceof RpcError) || error.kind !== 'server' || error.code.startsWith('9')) throw error
              return true
            },
          )
          if (refused) expect(moneyOf(getDb()), `step ${i} ${JSON.stringify(c)} was refused but changed money`).toBe(before)
          checkInvariant(getDb(), `step ${i} ${JSON.stringify(c)}`)
        }
      }),
      { numRuns: 40 },
    )
  })
})

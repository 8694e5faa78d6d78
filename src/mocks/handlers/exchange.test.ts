import { Wallet } from 'ethers'
import { RPC } from '@/shared/api/rpc-codes'
import { advanceClock } from '../clock'
import { balanceOf, failure, ledger, login, rpc } from './test-client'

// The flash exchange rules of the mock backend, through the real client as the app calls them.

const alice = new Wallet('0x' + 'aa'.repeat(32))
const quote = (from: string, to: string, amount = '') => rpc(RPC.exchangeQuote, { from, to, amount })

describe('10055 quote', () => {
  it('answers the rate and limits of a pair, and with an amount a quote that expires', async () => {
    await login(alice)
    expect(await quote('USDT', 'BTC')).toEqual({ coins: ['USDT', 'BTC', 'ETH', 'TRX', 'BNB'], from: 'USDT', to: 'BTC', rate: '0.00001052', feeRate: '0.2', min: '10', max: '50000', serverTime: '2026-11-01T00:00:00.000Z', quote: null })
    const q = await quote('USDT', 'BTC', '1000')
    // 1000 x 0.00001052 = 0.01052; fee 0.2% = 0.00002104
    expect(q.quote).toMatchObject({ amount: '1000', fee: '0.00002104', receive: '0.01049896', expiresAt: '2026-11-01T00:00:30.000Z' })
    expect((await quote('BTC', 'USDT')).rate).toBe('95000')
  })

  it('refuses amounts outside the limits with the values, and bad pairs', async () => {
    await login(alice)
    expect(await failure(quote('USDT', 'BTC', '9.99'))).toMatchObject({ code: '3007', respMsg: 'Exchange below the minimum of 10 USDT' })
    expect(await failure(quote('USDT', 'BTC', '50000.5'))).toMatchObject({ code: '3007', respMsg: 'Exchange above the maximum of 50000 USDT' })
    expect(await failure(quote('USDT', 'USDT', '100'))).toMatchObject({ code: '1003' })
    expect(await failure(quote('USDT', 'DOGE', '100'))).toMatchObject({ code: '1003' })
    expect(await failure(quote('USDT', 'BTC', '1e3'))).toMatchObject({ code: '1003' })
  })
})

describe('10056 exchange', () => {
  it('executes the quote at its own price, once, with an exchange entry on each coin', async () => {
    await login(alice)
    const { quote: q } = await quote('USDT', 'ETH', '320')
    const answer = await rpc(RPC.submitExchange, { quoteId: q!.id })
    // 320 x 0.0003125 = 0.1; fee 0.0002
    expect(answer.record).toMatchObject({ from: 'USDT', to: 'ETH', amount: '320', receive: '0.0998', rate: '0.0003125', fee: '0.0002' })
    expect(answer.balances).toEqual([
      { coin: 'USDT', available: '9680' },
      { coin: 'ETH', available: '0.0998' },
    ])
    const entries = await ledger({ type: 'exchange' })
    expect(entries.map((e) => [e.coin, e.amount])).toEqual([
      ['ETH', '0.0998'],
      ['USDT', '-320'],
    ])
    expect(await failure(rpc(RPC.submitExchange, { quoteId: q!.id }))).toMatchObject({ code: '3008' })
    expect((await rpc(RPC.exchangeRecords)).list).toEqual([expect.objectContaining({ amount: '320', receive: '0.0998' })])
  })

  it('refuses an expired quote and changes nothing', async () => {
    await login(alice)
    const { quote: q } = await quote('USDT', 'BTC', '100')
    advanceClock({ ms: 30_000 })
    expect(await failure(rpc(RPC.submitExchange, { quoteId: q!.id }))).toMatchObject({ code: '3008', respMsg: 'The quote has expired, please check the new quote' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000' })
    expect(await ledger({ type: 'exchange' })).toEqual([])
  })

  it('refuses more than the balance', async () => {
    await login(alice)
    const { quote: q } = await quote('BTC', 'USDT', '0.001')
    expect(await failure(rpc(RPC.submitExchange, { quoteId: q!.id }))).toMatchObject({ code: '2001', respMsg: 'Insufficient BTC balance' })
  })
})

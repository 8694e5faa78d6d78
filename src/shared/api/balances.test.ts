import { QueryClient } from '@tanstack/react-query'
import { balancesQuery, settleMoneyWrite } from './balances'
import { LEDGER_KEY, userKey } from './queries'

// A write's answer is used: the balances it carries show at once, and only what it does not cover
// is fetched again, not every figure of the user.
it('shows the answered balance at once and marks stale only the balances, the ledger and the keys named', () => {
  const client = new QueryClient()
  const usdt = { coin: 'USDT', available: '100', frozen: '5' }
  const btc = { coin: 'BTC', available: '1', frozen: '0' }
  client.setQueryData(balancesQuery().queryKey, [usdt, btc] as never)
  const ledger = [...LEDGER_KEY, '', ''] as const
  const stakes = userKey('staking', 'records')
  const invitees = userKey('invite')
  for (const key of [ledger, stakes, invitees]) client.setQueryData(key, 'kept')

  settleMoneyWrite(client, [{ coin: 'USDT', available: '40' }], userKey('staking'))

  expect(client.getQueryData(balancesQuery().queryKey)).toEqual([{ ...usdt, available: '40' }, btc])
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
  expect(stale(balancesQuery().queryKey)).toBe(true)
  expect(stale(ledger)).toBe(true)
  expect(stale(stakes)).toBe(true)
  expect(stale(invitees)).toBe(false)
})

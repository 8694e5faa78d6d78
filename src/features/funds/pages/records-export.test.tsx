import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'

// The deposit and withdrawal records as CSV files: what each screen lists, with the chain's side.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
/** On the mock's risk-control list: rejected at review, then refunded (docs/api.md section 4). */
const RISKY = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj'

describe('deposit and withdrawal record CSV export', () => {
  it('saves the deposits, one credited and one still confirming, exactly', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'ab'.repeat(32) })
    advanceClock({ ms: 60_000 })
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '5.5', txHash: 'cd'.repeat(32) })
    await renderApp(PATHS.rechargeRecord)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFTime (time),Coin (coin),Amount (amount),Status (status),Network (chain),Transaction hash (txHash),Confirmations (confirmations),Confirmations required (requiredConfirmations),Balance after (balance),Record ID (id),Related record (refId)\r\n' +
        `2026-11-01T00:01:00Z,USDT,5.5,submitted,TRC20,${'cd'.repeat(32)},0,19,,D1007,D1007\r\n` +
        `2026-11-01T00:00:57Z,USDT,250,successful,TRC20,${'ab'.repeat(32)},19,19,10250,L1006,D1005\r\n`,
    )
  })

  it('saves the withdrawals, one paid and one rejected, exactly', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
    await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: RISKY, amount: '20' })
    advanceClock({ ms: 3_600_000 })
    await renderApp(PATHS.withdrawRecord)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(/^withdrawals-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFTime (time),Coin (coin),Network (chain),Address (address),Amount (amount),Fee (fee),Total deducted (total),Status (status),Reason (reason),Transaction hash (txHash),Record ID (id)\r\n' +
        `2026-11-01T00:00:00Z,USDT,TRC20,${RISKY},20,1,21,failureHandled,riskControl,,W1007\r\n` +
        `2026-11-01T00:00:00Z,USDT,TRC20,${TRON},100,1,101,successful,,d600c4048ba736edc964234cf435372e206de53e40ad9364610b94af4aa57750,W1004\r\n`,
    )
  })

  it('offers no export while there are no withdrawals', async () => {
    await loginAs()
    await renderApp(PATHS.withdrawRecord)
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  })
})

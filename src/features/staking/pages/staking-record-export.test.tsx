import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'

// The staking record as a CSV file: each stake with its term, yearly rate, earnings and dates in UTC.

describe('staking record CSV export', () => {
  it('saves each stake exactly', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    await rpc(RPC.stake, { productId: 'K-USDT-7', amount: '1000' })
    await renderApp(PATHS.stakingRecord)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(/^staking-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFStaked at (stakedAt),Coin (coin),Amount (amount),Days (days),Yearly rate (yearlyRate),Earnings (earnings),Expires at (expiresAt),Status (status),Redeemed at (redeemedAt),Product (productId),Record ID (id)\r\n' +
        '2026-11-01T00:00:00Z,USDT,1000,7,5,0.9589041,2026-11-08T00:00:00Z,staked,,K-USDT-7,K1004\r\n',
    )
  })

  it('offers no export before the first stake', async () => {
    await loginAs()
    await renderApp(PATHS.stakingRecord)
    expect(await screen.findByText('You have no stakes yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { marketChartPath, PATHS } from '@/shared/paths'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { renderApp } from '@test/render-app'
import { failOnce } from '@test/rpc'

// The home page: the promotional line with its risk notice, the latest announcements, the entries.

describe('home', () => {
  it('shows the three latest announcements, each leading to its page, a dot on the unopened, and the way to all', async () => {
    useReadAnnouncements.getState().markRead('N1011')
    const user = userEvent.setup()
    const { router } = await renderApp(PATHS.home)
    const ticker = await screen.findByRole('region', { name: 'Announcements' })
    await within(ticker).findByText('S21 Pro machines are back in the mall')
    const titles = within(ticker).getAllByRole('listitem')
    expect(titles.map((li) => li.textContent)).toEqual([
      'NewS21 Pro machines are back in the mall',
      'New IDO: Hashnova (HNV) subscription opens',
      'NewScheduled maintenance on November 3',
    ])
    expect(within(ticker).getByRole('link', { name: 'All' })).toHaveAttribute('href', PATHS.news)
    await user.click(within(ticker).getByRole('link', { name: 'New Scheduled maintenance on November 3' }))
    expect(await screen.findByRole('heading', { name: 'Scheduled maintenance on November 3' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?id=N1010')
  })

  it('says when the announcements cannot load, and retries in place', async () => {
    server.use(failOnce(RPC.announcements, { respMsg: 'News resting' }))
    const user = userEvent.setup()
    await renderApp(PATHS.home)
    const ticker = await screen.findByRole('region', { name: 'Announcements' })
    const alert = await within(ticker).findByRole('alert')
    expect(alert).toHaveTextContent('News resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(ticker).findByText('S21 Pro machines are back in the mall')).toBeInTheDocument()
    expect(within(ticker).getByRole('link', { name: 'All' })).toBeInTheDocument()
  })

  it('shows machines on sale now, each leading to its page, and an entry to every area', async () => {
    await renderApp(PATHS.home)
    const machines = await screen.findByRole('region', { name: 'Machines on sale' })
    const s21 = await within(machines).findByRole('link', { name: /^Antminer S21 Pro/ })
    expect(s21).toHaveAttribute('href', `${PATHS.miningRigDetails}?id=M101`)
    expect(s21).toHaveTextContent('4,800.00 USDT')
    // Sold out (M104), ended (M103) and not yet on sale (M102) are left out.
    expect(within(machines).queryByText('Antminer S19k Pro')).not.toBeInTheDocument()
    expect(within(machines).queryByText('WhatsMiner M60S')).not.toBeInTheDocument()
    expect(within(machines).getByRole('link', { name: 'All' })).toHaveAttribute('href', PATHS.miningMall)
    const entries = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link')
    expect(entries.map((a) => a.getAttribute('href'))).toEqual([
      PATHS.miningMall,
      PATHS.idoInProgress,
      PATHS.staking,
      PATHS.flashExchange,
      PATHS.marketPrices,
      PATHS.trade,
      PATHS.recharge,
      PATHS.withdraw,
      PATHS.assets,
      PATHS.inviteMining,
      PATHS.news,
      PATHS.contactUs,
    ])
  })

  it('shows a few live market prices with their change, each leading to its chart', async () => {
    await renderApp(PATHS.home)
    const markets = await screen.findByRole('region', { name: 'Market prices' })
    const rows = await within(markets).findAllByRole('link', { name: /^(BTCUSDT|ETHUSDT|USOIL|EURUSD) / })
    expect(rows.map((r) => /^[A-Z]+/.exec(r.textContent!)![0])).toEqual(['BTCUSDT', 'ETHUSDT', 'USOIL', 'EURUSD'])
    for (const row of rows) {
      expect(row).toHaveAttribute('href', marketChartPath(/^[A-Z]+/.exec(row.textContent!)![0]))
      expect(row.textContent).toMatch(/[+-]\d+\.\d{2}%$/)
    }
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { renderApp } from '@test/render-app'
import { answer, failOnce } from '@test/rpc'

// Ecology: one card per area with a line on what it is, and a live figure where the catalog has one.

const card = (name: RegExp) => screen.getByRole('link', { name })

describe('ecology', () => {
  it('has a card for every area, each leading to it', async () => {
    await renderApp(PATHS.ecology)
    await screen.findByRole('link', { name: /^Mining machine mall$/ })
    const expected: [RegExp, string][] = [
      [/^Mining machine mall$/, PATHS.miningMall],
      [/^IDO in progress$/, PATHS.idoInProgress],
      [/^Staking$/, PATHS.staking],
      [/^Flash exchange$/, PATHS.flashExchange],
      [/^Market prices$/, PATHS.marketPrices],
      [/^Trade$/, PATHS.trade],
      [/^My assets$/, PATHS.assets],
      [/^Invite mining$/, PATHS.inviteMining],
    ]
    for (const [name, path] of expected) expect(card(name)).toHaveAttribute('href', path)
    expect(card(/^Staking$/)).toHaveAccessibleDescription(/^Lock coins for a fixed term and earn a yearly rate\./)
  })

  it('shows the live figures: machines on sale, offerings in progress, the best staking rate, a market price', async () => {
    await renderApp(PATHS.ecology)
    await screen.findByRole('link', { name: /^Mining machine mall$/ })
    // Seed: of the four machines to buy, one is sold out, one ended, one not yet on sale; IDO01 and IDO02 run; 90 days of USDT pay 12%.
    expect(await within(card(/^Mining machine mall$/)).findByText('1 machine on sale')).toBeInTheDocument()
    expect(await within(card(/^IDO in progress$/)).findByText('2 offerings in progress')).toBeInTheDocument()
    expect(await within(card(/^Staking$/)).findByText('Up to 12% a year')).toBeInTheDocument()
    expect(await within(card(/^Market prices$/)).findByText(/^BTCUSDT \d{2,3},\d{3}\.\d{2}$/)).toBeInTheDocument()
  })

  it('counts in the language\'s own plural forms', async () => {
    const offering = {
      id: 'X', token: 'XTK', name: 'X Token', payCoin: 'USDT', price: '1', supply: 100, subscribed: 0, subscribedPercent: '0.00', winningRate: '100',
      startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-12-01T00:00:00.000Z', phase: 'inProgress' as const, releaseParts: 1, releaseIntervalDays: 1, drawn: false, joined: false, mySubscribed: 0,
    }
    server.use(answer(RPC.idoList, { list: [offering], serverTime: '2026-11-01T00:00:00.000Z' }))
    await renderApp(PATHS.ecology, 'ar')
    expect(await screen.findByText('طرح واحد جارٍ')).toBeInTheDocument()
  })

  it('says when a figure cannot load, keeps every card, and retries', async () => {
    server.use(failOnce(RPC.stakingProducts, { respMsg: 'Resting' }))
    const user = userEvent.setup()
    await renderApp(PATHS.ecology)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Resting')
    expect(await within(card(/^IDO in progress$/)).findByText('2 offerings in progress')).toBeInTheDocument()
    expect(card(/^Staking$/)).toHaveAttribute('href', PATHS.staking)
    expect(within(card(/^Staking$/)).queryByText(/a year$/)).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(card(/^Staking$/)).findByText('Up to 12% a year')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { renderApp } from '@test/render-app'
import { answer, captureFields, failOnce, rpcUrl } from '@test/rpc'

// The shop through the real route and the mock backend.

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('mining machine mall', () => {
  it('lists the mining machines with their numbers and phase', async () => {
    await renderApp(PATHS.miningMall)
    const s21 = await screen.findByRole('article', { name: 'Antminer S21 Pro' })
    const c = within(s21)
    expect(c.getByText('In progress')).toBeInTheDocument()
    expect(c.getByText('4,800.00 USDT')).toBeInTheDocument()
    expect(c.getByText('BTC')).toBeInTheDocument()
    expect(c.getByText('234 TH/s')).toBeInTheDocument()
    expect(c.getByText('3,531 W')).toBeInTheDocument()
    expect(c.getByText('720 days')).toBeInTheDocument()
    expect(c.getByText('0.000155 BTC')).toBeInTheDocument()
    expect(c.getByText('Yield rate over the cycle (net)').nextElementSibling).toHaveTextContent('116.54%')
    expect(c.getByRole('link', { name: 'Antminer S21 Pro' })).toHaveAttribute('href', '/miningRigDetails?id=M101')

    expect(within(card('Antminer S21 XP Hydro')).getByText('Coming soon')).toBeInTheDocument()
    expect(within(card('WhatsMiner M60S')).getByText('Ended')).toBeInTheDocument()
    expect(within(card('Antminer S19k Pro')).getByText('Sold out')).toBeInTheDocument()
    // Only mining machines on this tab.
    expect(screen.queryByRole('article', { name: 'Avalon A1566 joint venture' })).not.toBeInTheDocument()
    // The mining tab of the footer is active, with the mall / my machines sub-nav.
    expect(screen.getByRole('link', { name: 'Mining' })).toHaveAttribute('aria-current', 'page')
    const subnav = screen.getByRole('navigation', { name: 'Mining sections' })
    expect(within(subnav).getByRole('link', { name: 'Machine mall' })).toHaveAttribute('aria-current', 'page')
    expect(within(subnav).getByRole('link', { name: 'My machines' })).toHaveAttribute('href', PATHS.myMiningMachine)
  })

  it('switches type with the tabs: rent shows the rent price, joint venture the price per share', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp(PATHS.miningMall)
    await screen.findByRole('article', { name: 'Antminer S21 Pro' })

    await user.click(screen.getByRole('tab', { name: 'Rent' }))
    const rental = await screen.findByRole('article', { name: 'Antminer S19 XP · 30-day rental' })
    expect(within(rental).getByText('Rent')).toBeInTheDocument()
    expect(within(rental).getByText('185.00 USDT')).toBeInTheDocument()
    expect(within(rental).getByText('30 days')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toBe('?type=rent')

    await user.click(screen.getByRole('tab', { name: 'Joint venture' }))
    const jv = await screen.findByRole('article', { name: 'Avalon A1566 joint venture' })
    expect(within(jv).getByText('Price per share')).toBeInTheDocument()
    expect(within(card('Antminer S21 joint venture')).getByText('Ended')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Share' }))
    expect(await screen.findByRole('article', { name: 'BTC hashrate share · 10 PH/s' })).toBeInTheDocument()
  })

  it('says why a yield is below zero, on that card only', async () => {
    await renderApp(`${PATHS.miningMall}?type=jointVenture`)
    const ended = await screen.findByRole('article', { name: 'Antminer S21 joint venture' })
    expect(within(ended).getByText('-61.87%')).toBeInTheDocument()
    expect(within(ended).getByText("Below zero: at today's BTC price, the output over the cycle is worth less than the price and fee paid.")).toBeInTheDocument()
    expect(within(card('Avalon A1566 joint venture')).queryByText(/^Below zero/)).not.toBeInTheDocument()
  })

  it('opens on the type of the URL', async () => {
    await renderApp(`${PATHS.miningMall}?type=share`)
    expect(await screen.findByRole('article', { name: 'BTC hashrate share · 5 PH/s' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows a skeleton, then an error with retry that loads again', async () => {
    server.use(failOnce(RPC.machineList, { respMsg: 'Shop is resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.miningMall)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Shop is resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
  })

  it("shows a failed tab's own error with retry, never the previous tab's machines", async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.miningMall)
    await screen.findByRole('article', { name: 'Antminer S21 Pro' })
    // Rent fails first as a dropped connection, then as a server error page (HTTP 500).
    let rentCalls = 0
    server.use(
      http.post(rpcUrl(RPC.machineList), async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('type') !== 'rent') return undefined
        rentCalls += 1
        return rentCalls <= 2 ? HttpResponse.error() : rentCalls === 3 ? new HttpResponse('<html>500</html>', { status: 500 }) : undefined
      }),
    )
    // Whatever the rent tab shows while it loads and fails, the mining machines are never among it.
    const shownMining: string[] = []
    const watch = new MutationObserver(() => {
      if (screen.queryByRole('article', { name: 'Antminer S21 Pro' })) shownMining.push(screen.getByRole('tab', { selected: true }).textContent ?? '')
    })
    watch.observe(document.body, { childList: true, subtree: true })
    await user.click(screen.getByRole('tab', { name: 'Rent' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert).toHaveTextContent('Network error')
    // One retry of a dropped connection, no more.
    expect(rentCalls).toBe(2)
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Service request failed'), { timeout: 4000 })
    // A malformed answer is not asked again on its own.
    expect(rentCalls).toBe(3)
    expect(screen.queryAllByRole('article')).toEqual([])
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Antminer S19 XP · 30-day rental' })).toBeInTheDocument()
    watch.disconnect()
    expect(shownMining).toEqual([])
    // Back on mining: its machines come from the cache at once, while they are fetched again.
    await user.click(screen.getByRole('tab', { name: 'Mining' }))
    expect(screen.getByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
  }, 10_000)

  it('coming back after a while asks again; a failed refresh keeps the machines and says so, with retry', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.miningMall)
    await screen.findByRole('article', { name: 'Antminer S21 Pro' })
    server.use(failOnce(RPC.machineList, { respMsg: 'Shop is resting' }))
    const asked = captureFields(RPC.machineList)
    // A minute later the user returns to the tab: the list is stale and is fetched again.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    window.dispatchEvent(new Event('visibilitychange'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Shop is resting')
    expect(screen.getByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
    vi.useRealTimers()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(asked).toHaveLength(2)
    expect(screen.getByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
  })

  it('shows the empty state when a type has no machines', async () => {
    server.use(answer(RPC.machineList, { list: [] }))
    await renderApp(PATHS.miningMall)
    expect(await screen.findByText('No machines of this type yet')).toBeInTheDocument()
  })
})

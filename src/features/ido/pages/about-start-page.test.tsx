import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { answer, captureFields, failOnce } from '@test/rpc'

// Upcoming offerings through the real route and the mock backend.

describe('IDO upcoming', () => {
  it.each([
    ['a visitor', false],
    ['a connected user', true],
  ])('shows %s the coming offerings with a countdown to their start, and no subscribe button', async (_, connected) => {
    if (connected) await loginAs()
    await renderApp(PATHS.idoAboutStart)
    const orbit = await screen.findByRole('article', { name: 'Orbit Chain' })
    expect(within(orbit).getByText('Coming soon')).toBeInTheDocument()
    expect(valueOf(orbit, 'Starts in')).toHaveTextContent(/^(9 days 00:00:00|8 days 23:59:5\d)$/)
    expect(valueOf(orbit, 'Winning rate')).toHaveTextContent('100%')
    expect(valueOf(orbit, 'Start time')).toHaveTextContent('Nov 10, 2026')
    expect(within(orbit).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Voltis' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Hashnova' })).not.toBeInTheDocument()
  })

  it('turns a countdown into "started" by itself and fetches the offerings again', async () => {
    // The server's clock runs on, as a real one does.
    const since = Date.now()
    const offering = {
      id: 'X1', token: 'XTK', name: 'Soon Token', payCoin: 'USDT', price: '1', supply: 100, subscribed: 0, subscribedPercent: '0.00', winningRate: '100',
      startAt: '2026-11-01T00:00:02.000Z', endAt: '2026-11-09T00:00:00.000Z', phase: 'comingSoon' as const, releaseParts: 1, releaseIntervalDays: 1, drawn: false, joined: false, mySubscribed: 0,
    }
    const serverTime = () => new Date(Date.parse('2026-11-01T00:00:00.000Z') + Date.now() - since).toISOString()
    server.use(answer(RPC.idoList, () => ({ list: [offering], serverTime: serverTime() })))
    const asked = captureFields(RPC.idoList)
    await renderApp(PATHS.idoAboutStart)
    const card = await screen.findByRole('article', { name: 'Soon Token' })
    expect(valueOf(card, 'Starts in')).toHaveTextContent(/^00:00:0[12]$/)
    expect(await within(card).findByText('Started', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(asked.length).toBeGreaterThan(1)
  })

  it('shows a skeleton, then an error with retry, and an empty state', async () => {
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.idoList, { respMsg: 'Not yet' }, { delay: 100 }), answer(RPC.idoList, { list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    const user = userEvent.setup()
    await renderApp(PATHS.idoAboutStart)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Not yet')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No upcoming offerings right now')).toBeInTheDocument()
  })
})

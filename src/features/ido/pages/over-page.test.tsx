import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { answer, failOnce } from '@test/rpc'

// Ended offerings: for a connected wallet only.

describe('IDO ended', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.idoOver)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows the ended offerings with their final winning rate, and the way to my result when joined', async () => {
    await loginAs()
    await rpc(RPC.idoSubscribe, { id: 'IDO01', quantity: '100' })
    advanceClock({ days: 4 })
    await renderApp(PATHS.idoOver)
    const lumen = await screen.findByRole('article', { name: 'LumenPay' })
    expect(within(lumen).getByText('Ended', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(lumen, 'Winning rate')).toHaveTextContent('35.71%')
    expect(valueOf(lumen, 'Remaining period')).toHaveTextContent('Ended')
    expect(within(lumen).queryByRole('link', { name: 'My result' })).not.toBeInTheDocument()

    const hashnova = await screen.findByRole('article', { name: 'Hashnova' })
    expect(valueOf(hashnova, 'My subscription')).toHaveTextContent('100 HNV')
    expect(within(hashnova).getByRole('link', { name: 'My result' })).toHaveAttribute('href', PATHS.idoPosition)
    expect(within(hashnova).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
  })

  it('shows a skeleton, an error with retry, then the empty state', async () => {
    await loginAs()
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.idoList, { respMsg: 'Archive closed' }, { delay: 100 }), answer(RPC.idoList, { list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    const user = userEvent.setup()
    await renderApp(PATHS.idoOver)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Archive closed')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No ended offerings yet')).toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { isolated, loginAs, otherWallet, renderApp, testWallet, thirdWallet } from '@test/render-app'
import { answerAnything, failOnce } from '@test/rpc'

// Invite mining: the rates, the code and link with copy, the counts and earnings per coin, the invitees.

describe('invite mining', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.inviteMining)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('explains the rates, shares the code and link, and says nobody joined yet', async () => {
    const { user: me } = await loginAs()
    const user = userEvent.setup()
    await renderApp(PATHS.inviteMining)
    expect(await screen.findByText(/^You earn 5% of what a friend you invited spends .* and 2% of what their invitees spend/)).toBeInTheDocument()
    expect(screen.getByText(me.inviteCode as string)).toBeInTheDocument()
    const link = `${window.location.origin}/home?code=${me.inviteCode as string}`
    expect(screen.getByText(link)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }))
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy invitation code' }))
    expect(await navigator.clipboard.readText()).toBe(me.inviteCode)
    expect(screen.getByText('No referral earnings yet')).toBeInTheDocument()
    expect(screen.getByText('Nobody has joined through your link yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My QR code' })).toHaveAttribute('href', PATHS.myQrCode)
  })

  it('lists the invitees, masked, direct and one level down, with counts and earnings per coin', async () => {
    const { user: me } = await loginAs(testWallet)
    const friend = await loginAs(otherWallet, me.inviteCode as string)
    await loginAs(thirdWallet, friend.user.inviteCode as string)
    await rpc(RPC.buyMachine, { id: 'M101', quantity: '1' })
    await loginAs(testWallet)
    await renderApp(PATHS.inviteMining)
    const summary = (await screen.findByRole('heading', { name: 'Referral earnings' })).closest('section')!
    expect(valueOf(summary, 'Direct referrals')).toHaveTextContent('1')
    expect(valueOf(summary, 'Indirect referrals')).toHaveTextContent('1')
    // 4,896 USDT spent one level down: 2% to me.
    const row = within(summary).getByRole('row', { name: /USDT/ })
    expect(row).toHaveTextContent('USDT0.0097.92')
    const invitees = screen.getByRole('region', { name: 'Invitees' })
    const rows = within(invitees).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    const masked = (w: { address: string }) => `${w.address.slice(0, 4)}***${w.address.slice(-4)}`
    expect(rows.map((r) => r.textContent)).toEqual(
      expect.arrayContaining([`${masked(otherWallet)}DirectJoined Nov 1, 2026`, `${masked(thirdWallet)}IndirectJoined Nov 1, 2026`]),
    )
  })

  it('shows a skeleton, then an error with retry', async () => {
    await loginAs()
    server.use(failOnce(RPC.invitation, { respMsg: 'Invitations resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.inviteMining)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invitations resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Nobody has joined through your link yet')).toBeInTheDocument()
  })

  it('works without the rates (optional, docs/api.md 10068): no sentence quoting them, the rest as ever', async () => {
    const { user: me } = await loginAs()
    server.use(answerAnything(RPC.invitation, { list: [], page: 1, size: 10, total: 0, hasMore: false, inviteCode: me.inviteCode, directCount: 0, indirectCount: 0, earnings: [] }))
    await renderApp(PATHS.inviteMining)
    expect(await screen.findByText(me.inviteCode as string)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Referral earnings' })).toBeInTheDocument()
    expect(screen.getByText('Nobody has joined through your link yet')).toBeInTheDocument()
    expect(screen.queryByText(/^You earn/)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads right to left in Arabic', async () => {
    await loginAs()
    await renderApp(PATHS.inviteMining, 'ar')
    expect(await screen.findByText(new RegExp(`^تربح ${isolated('5%')} مما ينفقه`))).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('rtl')
  })
})

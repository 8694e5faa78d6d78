import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { loginAs, renderApp } from '@test/render-app'
import { failOnce } from '@test/rpc'

// My QR code: the QR code of the invitation link, the code, and a way to save it as an image.

describe('my QR code', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.myQrCode)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows the QR code of the invitation link with the code, and the link to copy', async () => {
    const { user: me } = await loginAs()
    await renderApp(PATHS.myQrCode)
    const card = (await screen.findByRole('heading', { name: 'Scan to join with my invitation' })).closest('section')!
    expect(await within(card).findByRole('img', { name: 'QR code of my invitation link' })).toBeInTheDocument()
    expect(within(card).getByText(me.inviteCode as string)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Save image' })).toBeEnabled()
    expect(screen.getByText(`${window.location.origin}/home?code=${me.inviteCode as string}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy invitation link' })).toBeInTheDocument()
  })

  it('says so when the image cannot be made (this browser has no canvas), and the button works again', async () => {
    await loginAs()
    const user = userEvent.setup()
    await renderApp(PATHS.myQrCode)
    await screen.findByRole('img', { name: 'QR code of my invitation link' })
    await user.click(screen.getByRole('button', { name: 'Save image' }))
    expect(await screen.findByText('The image could not be saved')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save image' })).toBeEnabled()
  })

  it('shows an error with retry when the invitation cannot load', async () => {
    await loginAs()
    server.use(failOnce(RPC.invitation, { respMsg: 'Invitations resting' }))
    const user = userEvent.setup()
    await renderApp(PATHS.myQrCode)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invitations resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('img', { name: 'QR code of my invitation link' })).toBeInTheDocument()
  })
})

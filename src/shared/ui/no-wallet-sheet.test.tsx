import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PATHS } from '@/shared/paths'
import { renderApp } from '@test/render-app'

// Connecting where no wallet injects itself: the sheet says so and offers a copy of the page link;
// on a phone's browser, and in the installed app opened from the home screen (display-mode
// standalone, or iOS's navigator.standalone), also the wallets' in-app browsers. The test browser's
// user agent is a desktop one and no wallet is injected.

const WAIT_FOR_WALLET_MS = 5_000

async function connectWithoutWallet() {
  const user = userEvent.setup()
  await renderApp(PATHS.home)
  await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
  return within(await screen.findByRole('dialog', { name: 'No wallet found' }, { timeout: WAIT_FOR_WALLET_MS }))
}

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'standalone')
})

describe('connect with no wallet', () => {
  it('in a desktop browser tab: the message and the page link, no wallet deep links', async () => {
    displayMode(false)
    const sheet = await connectWithoutWallet()
    expect(sheet.getByRole('alert')).toHaveTextContent('No wallet')
    expect(sheet.getByRole('button', { name: 'Copy page link' })).toBeInTheDocument()
    expect(sheet.queryByRole('link', { name: 'Open in MetaMask' })).not.toBeInTheDocument()
  })

  it('opened from the home screen (display-mode standalone): the MetaMask and Trust Wallet deep links to this page', async () => {
    displayMode(true)
    const sheet = await connectWithoutWallet()
    const page = encodeURIComponent(window.location.href)
    expect(sheet.getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute('href', `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`)
    expect(sheet.getByRole('link', { name: 'Open in Trust Wallet' })).toHaveAttribute('href', `https://link.trustwallet.com/open_url?coin_id=60&url=${page}`)
  })

  it('opened from the iOS home screen (navigator.standalone): the deep links too', async () => {
    displayMode(false)
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true })
    const sheet = await connectWithoutWallet()
    expect(sheet.getByRole('link', { name: 'Open in MetaMask' })).toBeInTheDocument()
    expect(sheet.getByRole('link', { name: 'Open in Trust Wallet' })).toBeInTheDocument()
  })
})

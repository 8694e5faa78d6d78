import { isWalletBrowser } from './find-wallets'

// Where a connect waits for a late wallet (a wallet's own browser) and where it answers at once (a
// phone's or a computer's own browser): real user agents of each.

const WALLET_BROWSERS = [
  // Trust Wallet on Android (a web view naming the wallet) and on iOS (a WebKit view, no Safari).
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 Trust/8.20',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  // MetaMask Mobile, and any Android web view.
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
  'Mozilla/5.0 (Linux; Android 12; Redmi Note 11 Build/SKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36',
]

const OWN_BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
]

it("tells a wallet's own browser from a phone's or a computer's", () => {
  expect(WALLET_BROWSERS.map((ua) => isWalletBrowser(ua))).toEqual(WALLET_BROWSERS.map(() => true))
  expect(OWN_BROWSERS.map((ua) => isWalletBrowser(ua))).toEqual(OWN_BROWSERS.map(() => false))
})

it("counts the other browsers of a phone as its own: Chrome and Firefox on iOS, Samsung Internet, desktop Safari", () => {
  const own = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ]
  expect(own.map((ua) => isWalletBrowser(ua))).toEqual(own.map(() => false))
})

describe('the wallet picked among several', () => {
  /** An EIP-6963 wallet that announces itself when asked, as installed wallets do. */
  function announcing(rdns: string) {
    const provider = { request: async () => [] as unknown }
    const info = { uuid: `${rdns}-uuid`, name: rdns, rdns }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
    window.addEventListener('eip6963:requestProvider', announce)
    return { provider, announce, uninstall: () => window.removeEventListener('eip6963:requestProvider', announce) }
  }

  /** A new document: the modules' memory gone, localStorage kept. */
  async function reload() {
    vi.resetModules()
    return { ...(await import('./provider')), ...(await import('./find-wallets')) }
  }

  afterEach(() => {
    delete window.ethereum
    localStorage.clear()
  })

  it('is found again as the page loads, by its rdns, and no other wallet stands in for it', async () => {
    const first = announcing('io.metamask')
    const second = announcing('com.example.wallet')
    window.ethereum = first.provider
    const before = await reload()
    before.rememberWalletChoice((await before.findWallets(0)).find((c) => c.id === 'com.example.wallet')!)
    expect(before.injectedProvider()).toBe(second.provider)

    // It answers the page's request in the request's own dispatch: there before any screen renders.
    const after = await reload()
    expect(after.injectedProvider()).toBe(second.provider)
    first.uninstall()
    second.uninstall()
  })

  it('waits for a wallet that announces itself late, telling whoever listens; only a disconnect forgets it', async () => {
    const first = announcing('io.metamask')
    const second = announcing('com.example.wallet')
    window.ethereum = first.provider
    const before = await reload()
    before.rememberWalletChoice((await before.findWallets(0)).find((c) => c.id === 'com.example.wallet')!)
    second.uninstall()

    const after = await reload()
    // Not window.ethereum (another wallet, maybe another account) while it is not there.
    expect(after.injectedProvider()).toBeUndefined()
    const heard = vi.fn()
    after.subscribeWalletChoice(heard)
    await after.walletChoiceFound(10)
    expect(after.keptWalletChoice()).toBe('com.example.wallet')
    // It injects late and announces itself then.
    second.announce()
    expect(after.injectedProvider()).toBe(second.provider)
    expect(heard).toHaveBeenCalled()

    after.rememberWalletChoice(null)
    expect(after.keptWalletChoice()).toBe('')
    expect(after.injectedProvider()).toBe(first.provider)
    first.uninstall()
  })
})

describe('TRON wallets beside EVM ones', () => {
  afterEach(() => {
    delete window.ethereum
    delete window.tron
    delete window.tronLink
  })

  it('lists a TIP-6963 announced TRON wallet after the injected EVM one, by its announced name', async () => {
    const tron = { request: async () => [] as unknown }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('TIP6963:announceProvider', { detail: { info: { uuid: 'tl-1', name: 'TronLink', rdns: 'org.tronlink.www' }, provider: tron } }))
    window.addEventListener('TIP6963:requestProvider', announce)
    window.ethereum = { request: async () => [] as unknown }
    const { findWallets } = await import('./find-wallets')
    const found = await findWallets(0)
    window.removeEventListener('TIP6963:requestProvider', announce)
    expect(found.map((c) => [c.id, c.name, 'tron' in c ? 'tron' : 'evm'])).toEqual([
      ['injected', 'Wallet', 'evm'],
      ['org.tronlink.www', 'TronLink', 'tron'],
    ])
  })

  it('takes TronLink\'s older object when nothing announces itself, and nothing when no wallet is there', async () => {
    const { findWallets } = await import('./find-wallets')
    expect(await findWallets(0)).toEqual([])
    window.tronLink = { ready: true, tronWeb: false, request: async () => ({ code: 200 }) }
    expect((await findWallets(0)).map((c) => [c.id, c.name])).toEqual([['tronlink', 'TronLink']])
  })
})

import { verifyMessage } from 'ethers'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHidden, expectNoErrors, expectPath, expectVisible, openApp, reloadApp, pathOf, resetMockBackend, screenSettled, storageItem, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectButton, connectWallet, en, maskMiddle, walletChip } from './fixtures/app'
import { installTestWallet, rejectNextSignature, switchAccount } from './fixtures/test-wallet'
import { ACCOUNT_CHECK_DELAY_MS } from '../../src/app/account-watch'

// Issue 3: connect with a wallet (a real signature of DAPP), keep the session, lose it when the
// wallet account changes or the backend says the session is over (respCode 500).

const { newPage } = useBrowser()

/** The seeded user whose invitation code binds a new user (src/mocks/seed.ts SEED_INVITER). */
const INVITE_CODE = 'ETO888'

/** A phone's own browser (Chrome on Android): no wallet injects itself there. */
const PHONE_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** Trust Wallet's in-app browser on Android (a web view naming the wallet), whose provider may come late. */
const WALLET_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 Trust/8.20'

/** The persisted session (zustand persist under localStorage `map`). */
async function storedSession(page: Page): Promise<{ token?: string; address?: string; user?: unknown }> {
  const raw = await storageItem(page, 'map')
  if (!raw) return {}
  const parsed = JSON.parse(raw) as { state?: Record<string, unknown> }
  return (parsed.state ?? {}) as { token?: string; address?: string; user?: unknown }
}

async function expectSignedOut(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  await expect.poll(async () => (await storedSession(page)).token ?? '', { timeout, interval: 50 }).toBe('')
}

describe('wallet', () => {
  it('connects with a real signature of DAPP, shows the account and opens /my', async () => {
    const { page, errors } = await newPage()
    const wallet = await installTestWallet(page)
    await openApp(page, `/home?code=${INVITE_CODE}`)

    const loginRequest = page.waitForRequest((r) => r.url().includes('/10002.do'), { timeout: UI_TIMEOUT_MS })
    await connectButton(page).click()
    const fields = new URLSearchParams((await loginRequest).postData() ?? '')

    // The login carries the wallet's address, a signature of DAPP by that address, and the invite code.
    expect(fields.get('address')?.toLowerCase()).toBe(wallet.address.toLowerCase())
    const signature = fields.get('signature') ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
    expect(verifyMessage('DAPP', signature)).toBe(wallet.address)
    expect(fields.get('code')).toBe(INVITE_CODE)

    const chip = walletChip(page, wallet.address)
    await expectVisible(chip)
    expect((await chip.innerText()).trim()).toBe(maskMiddle(wallet.address))
    await expectVisible(page.getByText(en('wallet.connected')))
    const session = await storedSession(page)
    expect(session.token).toMatch(/\S/)
    expect(session.address?.toLowerCase()).toBe(wallet.address.toLowerCase())

    await chip.click()
    await expectPath(page, '/my')
    await expectVisible(page.getByRole('button', { name: en('wallet.disconnect') }))
    await expectVisible(page.getByText(maskMiddle(wallet.address), { exact: true }).first())
    expectNoErrors(errors)
  })

  it('opens /my with its menu where it stays: nothing above it grows as the screen loads (no tap lands beside a link)', async () => {
    const { page, errors } = await newPage()
    await connectWallet(page)
    // Every frame's position of the menu's first link on /my, from the frame it first appears.
    await page.evaluate(() => {
      const seen: number[] = []
      Object.assign(window, { __menuYs: seen })
      const frame = () => {
        const link = document.querySelector('ul.menu a[href="/assets"]')
        if (link) seen.push(Math.round(link.getBoundingClientRect().y))
        if (seen.length < 600) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await page.getByRole('link', { name: en('nav.my'), exact: true }).click()
    await expectPath(page, '/my')
    await screenSettled(page)
    const ys = await page.evaluate(() => (window as unknown as { __menuYs: number[] }).__menuYs)
    expect(ys.length).toBeGreaterThan(0)
    expect(Math.max(...ys) - Math.min(...ys), `the menu's positions: ${[...new Set(ys)].join(', ')}`).toBeLessThanOrEqual(1)
    expectNoErrors(errors)
  })

  it("keeps a referral link's code until the first login, wherever the visitor goes first", async () => {
    const { page, errors } = await newPage()
    await installTestWallet(page)
    // An older link, then a newer one: the newer code wins.
    await openApp(page, '/home?code=OLD001')
    await openApp(page, `/home?code=${INVITE_CODE}`)
    // Look around first: the code leaves the URL at the first tab.
    for (const tab of ['nav.mining', 'nav.ido', 'nav.home']) await page.getByRole('link', { name: en(tab), exact: true }).click()
    await expectPath(page, '/home')

    const loginRequest = page.waitForRequest((r) => r.url().includes('/10002.do'), { timeout: UI_TIMEOUT_MS })
    await connectButton(page).click()
    expect(new URLSearchParams((await loginRequest).postData() ?? '').get('code')).toBe(INVITE_CODE)
    await expectVisible(page.getByText(en('wallet.connected')))
    // Sent once: the user is bound (or not) at the first login, so the visit forgets it.
    expect(await page.evaluate(() => sessionStorage.getItem('inviteCode'))).toBeNull()
    expectNoErrors(errors)
  })

  it('keeps the session across a reload', async () => {
    const { page, errors } = await newPage()
    await connectWallet(page)

    await openApp(page, '/my')
    await expectVisible(page.getByRole('button', { name: en('wallet.disconnect') }))
    await reloadApp(page)
    await expectVisible(page.getByRole('button', { name: en('wallet.disconnect') }))
    // The account re-check runs 500 ms after each navigation: still the same account, still here.
    await page.waitForTimeout(1_000)
    expect(pathOf(page)).toBe('/my')
    expect((await storedSession(page)).token).toMatch(/\S/)
    expectNoErrors(errors)
  })

  it('keeps the session across a reload when the wallet injects late (in its own browser)', async () => {
    const { page, errors } = await newPage({ context: { userAgent: WALLET_BROWSER_UA } })
    const wallet = await connectWallet(page, { inject: { afterMs: 1_000 } })
    await reloadApp(page)
    await expectVisible(walletChip(page, wallet.address))
    // The watch waits for the late wallet (up to 3 s) before comparing accounts.
    await page.waitForTimeout(2_000)
    await expectVisible(walletChip(page, wallet.address))
    expect((await storedSession(page)).token).toMatch(/\S/)
    expectNoErrors(errors)
  })

  it('keeps the wallet picked among several across a reload: the account check and the watch are that wallet\'s', async () => {
    const { page, errors } = await newPage()
    const wallet = await installTestWallet(page)
    // Another installed wallet that owns window.ethereum, with another account.
    await page.addInitScript(() => {
      const calls: string[] = []
      const provider = {
        async request({ method }: { method: string }) {
          calls.push(method)
          if (method === 'eth_accounts' || method === 'eth_requestAccounts') return ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
          if (method === 'eth_chainId') return '0x1'
          throw Object.assign(new Error('Unsupported method'), { code: 4200 })
        },
        on() {},
        removeListener() {},
      }
      Object.assign(window, { __otherWalletCalls: calls })
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true })
      const info = { uuid: '0b8e4a55-3f1d-4c2b-9a77-2f6d1c0e8b13', name: 'Other Wallet', rdns: 'com.example.other' }
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    })
    await openApp(page, '/home')
    await connectButton(page).click()
    await page.getByRole('dialog', { name: en('wallet.choose') }).getByRole('button', { name: 'E2E Test Wallet' }).click()
    await expectVisible(walletChip(page, wallet.address))

    const asked = wallet.calls.filter((m) => m === 'eth_accounts').length
    await reloadApp(page)
    // The check after the load asks the picked wallet for its account, never the other one.
    await expect.poll(() => wallet.calls.filter((m) => m === 'eth_accounts').length, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(asked)
    await expectVisible(walletChip(page, wallet.address))
    expect(await page.evaluate(() => (window as unknown as { __otherWalletCalls: string[] }).__otherWalletCalls)).toEqual([])
    // And the watch listens to it: its account switch ends the session.
    await switchAccount(page, 'B')
    await expectSignedOut(page)
    await expectVisible(page.getByText(en('wallet.error.accountSwitched')))
    expectNoErrors(errors)
  })

  it('clears the session within a second when the wallet switches account', async () => {
    const { page, errors } = await newPage()
    const wallet = await connectWallet(page, { search: '?code=KEEP1' })
    await walletChip(page, wallet.address).click()
    await expectPath(page, '/my')

    await switchAccount(page, 'B')
    await expectSignedOut(page, 1_000)
    await expectPath(page, '/home')
    await expectVisible(connectButton(page))
    await expectVisible(page.getByText(en('wallet.error.accountSwitched')))
    expectNoErrors(errors)
  })

  it('notices a silent account switch 500 ms after the next navigation', async () => {
    const { page, errors } = await newPage()
    const wallet = await connectWallet(page, { search: '?code=KEEP2' })
    // Let the check of the first page (500 ms after start-up) pass first: timing is the point here,
    // and a slow start-up could otherwise catch the switch before the navigation under test.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(ACCOUNT_CHECK_DELAY_MS + 300)

    await wallet.switchAccount('B', { silent: true })
    await page.getByRole('link', { name: en('nav.ecology') }).click()
    await expectPath(page, '/ecology')
    // Navigation itself does not wait; the re-check 500 ms later signs the old account out.
    await expectSignedOut(page, 2_000)
    await expectPath(page, '/home')
    await expectVisible(connectButton(page))
    expectNoErrors(errors)
  })

  it("on a phone's own browser without a wallet, shows the choices at once: the time-out, what to do, the wallets' browsers", async () => {
    const { page, errors } = await newPage({ context: { userAgent: PHONE_BROWSER_UA } })
    // No wallet installed at all, and no wallet's browser that could still inject one.
    await openApp(page, '/home')
    const started = Date.now()
    await connectButton(page).click()
    const sheet = page.getByRole('dialog', { name: en('wallet.noWallet.title') })
    // At once: before the 3 s a wallet's browser is given (the bound leaves a busy machine room).
    await expectVisible(sheet.getByText(en('wallet.noWallet.timedOut'), { exact: true }), 2_500)
    expect(Date.now() - started).toBeLessThan(2_500)
    await expectVisible(sheet.getByText(en('wallet.error.noWallet'), { exact: true }))
    await expectVisible(sheet.getByRole('link', { name: en('wallet.openIn', { wallet: 'MetaMask' }), exact: true }))
    await expectVisible(sheet.getByRole('link', { name: en('wallet.openIn', { wallet: 'Trust Wallet' }), exact: true }))
    // TronLink's scheme, asking it to open this page in its DApp browser.
    const tronLink = sheet.getByRole('link', { name: en('wallet.openIn', { wallet: 'TronLink' }), exact: true })
    await expectVisible(tronLink)
    const href = (await tronLink.getAttribute('href')) ?? ''
    expect(href.startsWith('tronlinkoutside://pull.activity?param=')).toBe(true)
    expect(JSON.parse(decodeURIComponent(href.split('param=')[1]))).toEqual({ url: page.url(), action: 'open', protocol: 'tronlink', version: '1.0' })
    await expectVisible(sheet.getByRole('button', { name: en('wallet.copyLink'), exact: true }))
    expect((await storedSession(page)).token ?? '').toBe('')
    expectNoErrors(errors)
  })

  it("in a wallet's browser whose wallet never appears, waits the 3 s it may take, then says it timed out", async () => {
    const { page, errors } = await newPage({ context: { userAgent: WALLET_BROWSER_UA } })
    await openApp(page, '/home')
    const started = Date.now()
    await connectButton(page).click()
    await expectVisible(page.getByText(en('wallet.noWallet.timedOut'), { exact: true }), 8_000)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
    await expectVisible(page.getByRole('heading', { name: en('wallet.noWallet.title') }))
    expect((await storedSession(page)).token ?? '').toBe('')
    expectNoErrors(errors)
  })

  it('says so when the signature is rejected, and connects on the next try', async () => {
    const { page, errors } = await newPage()
    const wallet = await installTestWallet(page)
    await openApp(page, '/home')
    rejectNextSignature(page)
    await connectButton(page).click()
    await expectVisible(page.getByText(en('wallet.error.signatureFailed')))
    await expectVisible(connectButton(page))
    expect((await storedSession(page)).token ?? '').toBe('')
    // The app logs the wallet's refusal; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('Wallet signature failed'))).toEqual([])

    await connectButton(page).click()
    await expectVisible(walletChip(page, wallet.address))
  })

  it("connects with a wallet that is injected a second after connect is pressed (in the wallet's browser)", async () => {
    const { page, errors } = await newPage({ context: { userAgent: WALLET_BROWSER_UA } })
    const wallet = await installTestWallet(page, { inject: 'manual' })
    await openApp(page, '/home')
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)

    await connectButton(page).click()
    await expectVisible(page.getByRole('button', { name: en('wallet.connecting') }))
    // The late injection is the point: the app waits up to 3 s for the wallet to initialise.
    await page.waitForTimeout(1_000)
    await wallet.inject()
    await expectVisible(walletChip(page, wallet.address))
    expect(wallet.signatures).toHaveLength(1)
    expectNoErrors(errors)
  })

  it('clears the session when the backend answers 500 (session expired)', async () => {
    const { page, errors } = await newPage()
    const wallet = await connectWallet(page)
    // The backend forgets every session (mock control): the stored token is now unknown, so the
    // next authenticated call answers respCode 500.
    await resetMockBackend(page)
    expect((await storedSession(page)).token).toMatch(/\S/)

    // /my loads the account (user info, 10003): 500 -> session cleared, back home, code kept.
    const userInfo = page.waitForResponse((r) => r.url().includes('/10003.do'), { timeout: UI_TIMEOUT_MS })
    await openApp(page, '/my?code=KEEP3')
    expect(((await (await userInfo).json()) as { respCode: unknown }).respCode).toBe('500')
    await expectSignedOut(page)
    await expectPath(page, '/home?code=KEEP3')
    await expectVisible(connectButton(page))
    await expectHidden(walletChip(page, wallet.address))
    expectNoErrors(errors)
  })
})

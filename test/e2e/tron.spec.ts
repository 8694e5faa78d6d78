import type { Page } from 'playwright-core'
import { TronWeb } from 'tronweb'
import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, pathOf, reloadApp, storageItem, UI_TIMEOUT_MS, useBrowser } from './browser'
import { overflowX, textOf } from './fixtures/app'
import { installTestTronLink } from './fixtures/test-tronlink'
import { installTestWallet } from './fixtures/test-wallet'

// Issue 45, the sign-in: TronLink (TIP-1193 `window.tron`) signs `DAPP` with TIP-191, the mock's
// 10002 takes the T address, the session's username is that address, and the account watch follows
// TronLink's account. In English and Chinese, at the narrowest phone width.

const { newPage } = useBrowser()

const NARROW = { viewport: { width: 360, height: 780 } }

/** tronweb, the outside reference, recovers the signer of a TIP-191 signature. */
const verifier = new TronWeb({ fullHost: 'http://127.0.0.1:9' })

async function storedSession(page: Page): Promise<{ token?: string; address?: string; walletType?: string }> {
  const raw = await storageItem(page, 'map')
  return raw ? ((JSON.parse(raw) as { state?: Record<string, string> }).state ?? {}) : {}
}

const chip = (page: Page, lang: string, address: string) => page.getByRole('link', { name: textOf(lang, 'wallet.account', { address }), exact: true })
const connect = (page: Page, lang: string) => page.getByRole('button', { name: textOf(lang, 'wallet.connect'), exact: true })

describe.each(['en', 'zh-CN'])('TronLink (%s)', (lang) => {
  it('signs in with a real TIP-191 signature of DAPP, keeps the session across a reload, and ends it when TronLink switches account', async () => {
    const { page, errors } = await newPage({ lang, context: NARROW })
    const tronLink = await installTestTronLink(page)
    await openApp(page, '/home')

    const loginRequest = page.waitForRequest((r) => r.url().includes('/10002.do'), { timeout: UI_TIMEOUT_MS })
    await connect(page, lang).click()
    const fields = new URLSearchParams((await loginRequest).postData() ?? '')
    expect(fields.get('address')).toBe(tronLink.address)
    expect(await verifier.trx.verifyMessageV2('DAPP', fields.get('signature') ?? '')).toBe(tronLink.address)

    await expectVisible(chip(page, lang, tronLink.address))
    await expectVisible(page.getByText(textOf(lang, 'wallet.connected'), { exact: true }))
    expect(await storedSession(page)).toMatchObject({ address: tronLink.address, walletType: 'tron' })
    expect(tronLink.calls).toEqual(['address', 'eth_requestAccounts', 'signMessageV2'])
    expect(await overflowX(page)).toBe(0)

    // A reload: TronLink shows the authorised site its account again, and the account check agrees.
    await reloadApp(page)
    await chip(page, lang, tronLink.address).click()
    await expectPath(page, '/my')
    // An account check since the reload has read TronLink's account, and kept the session.
    const reads = await tronLink.accountReads()
    await expect.poll(() => tronLink.accountReads(), { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(reads)
    expect(pathOf(page)).toBe('/my')
    expect((await storedSession(page)).token).toMatch(/\S/)

    // Another account in TronLink: the session ends at once, and the user is told why.
    await tronLink.switchAccount('B')
    await expectPath(page, '/home')
    await expectVisible(page.getByText(textOf(lang, 'wallet.error.accountSwitched'), { exact: true }))
    await expectVisible(connect(page, lang))
    expect((await storedSession(page)).token ?? '').toBe('')
    expectNoErrors(errors)
  })

  it('says the request was rejected when the user refuses in TronLink, and connects on the next try', async () => {
    const { page, errors } = await newPage({ lang, context: NARROW })
    const tronLink = await installTestTronLink(page)
    await openApp(page, '/home')

    tronLink.rejectNextConnect()
    await connect(page, lang).click()
    await expectVisible(page.getByText(textOf(lang, 'wallet.error.rejected'), { exact: true }))
    tronLink.rejectNextSignature()
    await connect(page, lang).click()
    await expectVisible(page.getByText(textOf(lang, 'wallet.error.rejected'), { exact: true }).last())
    expect((await storedSession(page)).token ?? '').toBe('')

    await connect(page, lang).click()
    await expectVisible(chip(page, lang, tronLink.address))
    // The app logs the wallet's refusals; nothing else may go wrong.
    expect(errors.filter((e) => !/TRON wallet (account request|signature) failed/.test(e))).toEqual([])
  })

  it('lets the user choose between an EVM wallet and TronLink, each named with its network', async () => {
    const { page, errors } = await newPage({ lang, context: NARROW })
    await installTestWallet(page)
    const tronLink = await installTestTronLink(page)
    await openApp(page, '/home')

    await connect(page, lang).click()
    const sheet = page.getByRole('dialog', { name: textOf(lang, 'wallet.choose') })
    await expectVisible(sheet.getByText(textOf(lang, 'wallet.network.evm'), { exact: true }))
    await expectVisible(sheet.getByText(textOf(lang, 'wallet.network.tron'), { exact: true }))
    expect(await overflowX(page)).toBe(0)
    await sheet.getByRole('button', { name: new RegExp(`^TronLink`) }).click()
    await expectVisible(chip(page, lang, tronLink.address))
    expect(await storedSession(page)).toMatchObject({ address: tronLink.address, walletType: 'tron' })
    expectNoErrors(errors)
  })
})

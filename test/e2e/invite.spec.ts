import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, useBrowser } from './browser'
import { connectWallet, overflowX, pressConnect, textOf } from './fixtures/app'
import { TEST_ACCOUNTS } from './fixtures/test-wallet'

// Issue 15: binding and referral earnings across three users of one browser (one mock backend).
// A invites B; C, a visitor, opens B's link, taps two other tabs, comes back and connects: C is
// bound to B. C buys a machine (4,896 USDT): B earns 5% (244.8 USDT direct), A 2% (97.92 USDT
// indirect), each seen on the invitation page and in the finance ledger. In English and Arabic.

const { newPage } = useBrowser()

const masked = (address: string) => `${address.slice(0, 4)}***${address.slice(-4)}`

describe.each(['en', 'ar'])('invitation journey (%s)', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  /** My page (by its tab, or back from one of its entries), then one of its entries. */
  async function openFromMy(page: Page, key: string, path: string): Promise<void> {
    const back = page.getByRole('button', { name: t('common.back'), exact: true })
    if (await back.isVisible()) await back.click()
    else await page.getByRole('link', { name: t('nav.my'), exact: true }).click()
    await expectPath(page, '/my')
    await page.getByRole('link', { name: t(key), exact: true }).click()
    await expectPath(page, path)
  }

  /** The user's own invitation code, read from the invitation page. */
  async function myCode(page: Page): Promise<string> {
    await openFromMy(page, 'page.inviteMining', '/inviteMining')
    const code = page.locator('.invite-share__code')
    await expectVisible(code)
    return ((await code.textContent()) ?? '').trim()
  }

  /** The value cells of the earnings table's USDT row: [direct, indirect]. */
  async function usdtEarnings(page: Page): Promise<string[]> {
    const row = page.getByRole('row', { name: /USDT/ })
    await expectVisible(row)
    return row.getByRole('cell').allTextContents()
  }

  it('binds a visitor to the link it came by, and pays both inviters when it buys a machine', async () => {
    const { page, errors } = await newPage({ lang })
    // A: connect, read A's code.
    const wallet = await connectWallet(page, { lang, account: 'A' })
    const codeA = await myCode(page)

    // B: arrives by A's link and connects at once.
    await wallet.switchAccount('B')
    await connectWallet(page, { wallet, lang, search: `?code=${codeA}` })
    const codeB = await myCode(page)

    // C: a visitor on B's link looks at two other tabs first, comes back home, then connects.
    await wallet.switchAccount('C')
    await openApp(page, `/home?code=${codeB}`)
    await page.getByRole('link', { name: t('nav.mining'), exact: true }).click()
    await expectPath(page, '/miningMachine/miningMachineMall')
    await page.getByRole('link', { name: t('nav.ido'), exact: true }).click()
    await expectPath(page, '/ido/aboutStart')
    await page.getByRole('link', { name: t('nav.home'), exact: true }).click()
    await expectPath(page, '/home')
    await pressConnect(page, wallet, lang)
    await page.getByRole('link', { name: t('nav.my'), exact: true }).click()
    await expectVisible(page.locator('.kv', { hasText: t('my.inviter') }).getByText(codeB, { exact: true }))

    // C buys an S21 Pro: 4,800 + 96 service fee.
    await page.getByRole('link', { name: t('nav.mining'), exact: true }).click()
    await page.getByRole('article', { name: 'Antminer S21 Pro' }).getByRole('link', { name: 'Antminer S21 Pro' }).click()
    await expectPath(page, '/miningRigDetails?id=M101')
    await page.getByRole('button', { name: t('mining.buy.buy'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('mining.confirm.title') })
    await expectVisible(sheet.getByText('4,896.00 USDT', { exact: true }))
    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    await expectVisible(page.getByText(t('mining.buy.success'), { exact: true }))

    // B: C among the invitees, directly; 244.8 USDT direct earnings, also in the ledger.
    await wallet.switchAccount('B')
    await connectWallet(page, { wallet, lang })
    await openFromMy(page, 'page.inviteMining', '/inviteMining')
    const inviteesOfB = page.getByRole('region', { name: t('invite.invitees') })
    await expectVisible(inviteesOfB.getByRole('listitem').filter({ hasText: masked(TEST_ACCOUNTS.C.address) }).getByText(t('invite.direct'), { exact: true }))
    expect(await usdtEarnings(page)).toEqual(['244.80', '0.00'])
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await openFromMy(page, 'page.finance', '/finance')
    await expectVisible(page.getByRole('article', { name: t('funds.type.directReferral'), exact: true }).getByText('+244.80 USDT'))

    // A: B directly, C one level down; 97.92 USDT indirect earnings, also in the ledger.
    await wallet.switchAccount('A')
    await connectWallet(page, { wallet, lang })
    await openFromMy(page, 'page.inviteMining', '/inviteMining')
    const inviteesOfA = page.getByRole('region', { name: t('invite.invitees') })
    await expectVisible(inviteesOfA.getByRole('listitem').filter({ hasText: masked(TEST_ACCOUNTS.C.address) }).getByText(t('invite.indirect'), { exact: true }))
    await expectVisible(inviteesOfA.getByRole('listitem').filter({ hasText: masked(TEST_ACCOUNTS.B.address) }).getByText(t('invite.direct'), { exact: true }))
    expect(await usdtEarnings(page)).toEqual(['0.00', '97.92'])
    await openFromMy(page, 'page.finance', '/finance')
    await expectVisible(page.getByRole('article', { name: t('funds.type.indirectReferral'), exact: true }).getByText('+97.92 USDT'))

    // A's QR code page: the QR code of A's link, saved as a PNG.
    await openFromMy(page, 'page.myQrCode', '/myQrCode')
    await expectVisible(page.getByRole('img', { name: t('invite.qrLabel') }))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: t('invite.save'), exact: true }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`invite-${codeA}.png`)
    const stream = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 8).toString('hex'), 'a PNG file').toBe('89504e470d0a1a0a')
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expectNoErrors(errors)
  })
})

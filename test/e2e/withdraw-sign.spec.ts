import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, pathOf, resetMockBackend, UI_TIMEOUT_MS, useBrowser } from './browser'
import { sayIn } from '../../src/mocks/messages'
import { connectWallet, openMyAssets, overflowX, seedText, textOf, valueOf } from './fixtures/app'

// Issue 42: with the backend's withdrawAuth mode on (POST /__mock/withdraw-auth), a withdrawal goes
// only with the wallet's EIP-712 signature of its own figures. The test wallet signs with its real
// key; the mock verifies it. A withdrawal signed and accepted; its request replayed, and the session
// token alone, refused; the wallet's rejection sends nothing. In English and Arabic, at 360 px.

const { newPage } = useBrowser()
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const NARROW = { width: 360, height: 780 }

/** A business call sent straight from the page with its session token, as anything that read the token could. */
async function post(page: Page, code: string, body: string): Promise<{ respCode: string; respMsg: string }> {
  return page.evaluate(
    async ({ code, body }) => {
      const session = JSON.parse(localStorage.getItem('map') ?? '{}') as { state?: { token?: string } }
      const form = new URLSearchParams(body)
      form.set('token', session.state?.token ?? '')
      return (await (await fetch(`/adc/html/eto/${code}.do`, { method: 'POST', body: form })).json()) as { respCode: string; respMsg: string }
    },
    { code, body },
  )
}

/** The available USDT as the backend has it (10008). */
async function availableUsdt(page: Page): Promise<string | undefined> {
  const answer = (await post(page, '10008', '')) as unknown as { data: { list: { coin: string; available: string }[] } }
  return answer.data.list.find((b) => b.coin === 'USDT')?.available
}

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('a withdrawal the wallet signs ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  /** Logged in with the mode on, on /withdraw (TRC20 USDT), 100 USDT to ADDRESS, at the confirm step. */
  async function openConfirm() {
    const { page, errors } = await newPage({ lang, context: { viewport: NARROW } })
    const wallet = await connectWallet(page, {
      lang,
      prepare: async () => {
        await resetMockBackend(page)
        const status = await page.evaluate(async () => (await fetch('/__mock/withdraw-auth', { method: 'POST', body: JSON.stringify({ mode: 'eip712' }) })).status)
        expect(status, 'POST /__mock/withdraw-auth').toBe(200)
      },
    })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/10051.do')) sent.push(r.postData() ?? '')
    })
    await openMyAssets(page, lang)
    await page.getByRole('link', { name: t('page.withdraw'), exact: true }).click()
    await expectPath(page, '/withdraw')
    await page.getByLabel(t('funds.field.addressOn', { chain: seedText(lang, 'TRON (TRC20)') }), { exact: true }).fill(ADDRESS)
    await page.getByLabel(t('funds.withdraw.amountIn', { coin: 'USDT' }), { exact: true }).fill('100')
    await page.getByRole('button', { name: t('funds.withdraw.submit'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('funds.withdraw.confirmTitle') })
    await expectVisible(sheet.getByText(t('funds.withdraw.signHint'), { exact: true }))
    await expectVisible(valueOf(sheet, t('funds.withdraw.fee')).getByText('1.00 USDT'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    return { page, errors, wallet, sheet, sent }
  }

  it('signed in the wallet with the confirm step\'s figures and accepted; the same request replayed, and the session token alone, are refused', async () => {
    const { page, errors, wallet, sheet, sent } = await openConfirm()
    await sheet.getByRole('button', { name: t('funds.withdraw.confirm'), exact: true }).click()
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toMatch(/^\/withdrawalDetails\?id=W\d+$/)

    // What the wallet signed is what the sheet showed.
    expect(wallet.typedData).toHaveLength(1)
    const signed = wallet.typedData[0] as { domain: { name: string; chainId: number }; primaryType: string; message: Record<string, unknown> }
    expect(signed.domain).toEqual({ name: 'ETO', version: '1', chainId: wallet.chainId })
    expect(signed.primaryType).toBe('Withdrawal')
    expect(signed.message).toMatchObject({ account: wallet.address, coin: 'USDT', chain: 'TRC20', address: ADDRESS, amount: '100', fee: '1' })
    expect(sent).toHaveLength(1)
    const request = new URLSearchParams(sent[0])
    expect(request.get('signature')).toBe(wallet.signatures.at(-1))
    expect(request.get('nonce')).toBe(signed.message.nonce)

    // Replayed through 10051 as it was sent: its nonce is spent.
    request.delete('token')
    expect(await post(page, '10051', request.toString())).toMatchObject({ respCode: '1002', respMsg: sayIn(lang, 'Withdrawal nonce already used, please try again') })
    // The token alone, without a signature, moves nothing.
    expect(await post(page, '10051', new URLSearchParams({ coin: 'USDT', chain: 'TRC20', address: ADDRESS, amount: '100' }).toString())).toMatchObject({ respCode: '1002' })
    expect(await availableUsdt(page)).toBe('9899')
    expectNoErrors(errors)
  })

  it('rejected in the wallet: "cancelled", nothing sent, the confirm step as it was', async () => {
    const { page, errors, wallet, sheet, sent } = await openConfirm()
    wallet.rejectNextSignature()
    await sheet.getByRole('button', { name: t('funds.withdraw.confirm'), exact: true }).click()
    await expectVisible(sheet.getByRole('status').filter({ hasText: t('funds.withdraw.sign.cancelled') }))
    expect(sent).toEqual([])
    expect(await pathOf(page)).toBe('/withdraw')
    await expectVisible(valueOf(sheet, t('funds.withdraw.arrival')).getByText('100.00 USDT'))
    await page.screenshot({ path: `test-results/withdraw-sign-cancelled-${lang}.png` })
    expect(await availableUsdt(page)).toBe('10000')
    expectNoErrors(errors)
  })
})

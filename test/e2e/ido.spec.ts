import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, reloadApp, useBrowser } from './browser'
import { advanceMockDays, connectWallet, overflowX, textOf, valueOf } from './fixtures/app'

// Issue 11: subscribe to an offering, let the mock clock pass the draw, see the position with its
// won, returned and frozen figures, let it pass the first release, see the tokens in the balance.
// In English and in Arabic (right to left). The draw is seeded: 10,000 of 2,610,000 subscribed HNV
// for 2,000,000 on offer win 7,662 + 1 from the leftover (docs/api.md, "The draw").

const { newPage } = useBrowser()

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('IDO journey ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('subscribes, sees the draw result, then tokens released into the balance', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    // The IDO tab opens on the upcoming offerings; the sub-navigation leads to those in progress.
    await page.getByRole('link', { name: t('nav.ido'), exact: true }).click()
    await expectPath(page, '/ido/aboutStart')
    await expectVisible(page.getByRole('article', { name: 'Orbit Chain' }))
    const sections = page.getByRole('navigation', { name: t('ido.subnav.label') })
    await sections.getByRole('link', { name: t('ido.subnav.inProgress'), exact: true }).click()
    await expectPath(page, '/ido/inProgress')
    const card = page.getByRole('article', { name: 'Hashnova' })
    await expectVisible(card.getByText(t('ido.phase.inProgress'), { exact: true }))
    await expectVisible(valueOf(card, t('ido.field.winningRate')).getByText('76.92%'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // Subscribe 10,000 HNV: a wrong quantity first, then the confirm step.
    await card.getByRole('button', { name: t('ido.subscribe.button'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('ido.subscribe.title', { token: 'HNV' }) })
    const quantity = sheet.getByLabel(t('ido.subscribe.quantity', { token: 'HNV' }), { exact: true })
    await quantity.fill('12.5')
    await sheet.getByRole('button', { name: t('ido.subscribe.next'), exact: true }).click()
    await expectVisible(sheet.getByRole('alert').getByText(t('form.error.wholeNumber'), { exact: true }))
    await quantity.fill('10000')
    await expectVisible(valueOf(sheet, t('ido.subscribe.total')).getByText('500.00 USDT'))
    await sheet.getByRole('button', { name: t('ido.subscribe.next'), exact: true }).click()
    const confirm = page.getByRole('dialog', { name: t('ido.confirm.title') })
    await expectVisible(valueOf(confirm, t('ido.confirm.total')).getByText('500.00 USDT'))
    const request = page.waitForRequest((r) => r.url().includes('/10031.do'))
    await confirm.getByRole('button', { name: t('ido.confirm.submit'), exact: true }).click()
    const fields = new URLSearchParams((await request).postData() ?? '')
    expect([fields.get('id'), fields.get('quantity')]).toEqual(['IDO01', '10000'])
    await expectVisible(page.getByText(t('ido.subscribe.success'), { exact: true }))
    await expectVisible(card.getByText(t('ido.phase.joined'), { exact: true }))
    await expectVisible(valueOf(card, t('ido.field.mySubscribed')).getByText('10,000 HNV'))

    // My positions, before the draw.
    await sections.getByRole('link', { name: t('ido.subnav.position'), exact: true }).click()
    await expectPath(page, '/ido/position')
    const position = page.getByRole('article', { name: 'Hashnova' })
    await expectVisible(position.getByText(t('ido.status.awaitingDraw'), { exact: true }))

    // Past the draw: won, consumed, returned and frozen.
    await advanceMockDays(page, 4)
    await reloadApp(page)
    await expectVisible(position.getByText(t('ido.status.releasing'), { exact: true }))
    await expectVisible(valueOf(position, t('ido.position.won')).getByText('7,663 HNV'))
    await expectVisible(valueOf(position, t('ido.position.consumed')).getByText('383.15 USDT'))
    await expectVisible(valueOf(position, t('ido.position.returned')).getByText('116.85 USDT'))
    await expectVisible(valueOf(position, t('ido.position.frozen')).getByText('7,663 HNV'))
    await expectVisible(valueOf(position, t('ido.position.released')).getByText('0 HNV'))
    await position.getByText(t('ido.maths.title'), { exact: true }).click()
    await expectVisible(position.getByText('IDO01:2610000', { exact: false }))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // Past the first release: a quarter of the tokens are in the available balance.
    await advanceMockDays(page, 30)
    await reloadApp(page)
    await expectVisible(valueOf(position, t('ido.position.released')).getByText('1,915 HNV'))
    await expectVisible(valueOf(position, t('ido.position.frozen')).getByText('5,748 HNV'))
    await expectVisible(valueOf(position, t('ido.position.available', { token: 'HNV' })).getByText('1,915 HNV'))
    await expect.poll(() => position.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1915')
    expectNoErrors(errors)
  })
})

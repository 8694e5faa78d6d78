import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectVisible, openApp, useBrowser } from './browser'
import { connectWallet, overflowX, textOf } from './fixtures/app'

// Issue 27, records to take away: the ledger saved as a CSV file by the real browser (Blob, object
// URL, <a download>), at the narrowest phone width, in English and in Arabic (right to left).

const { newPage } = useBrowser()

describe.each(['en', 'ar'])('CSV export (%s)', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('saves the ledger as a UTF-8 CSV file with the header in the language shown', async () => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width: 360, height: 740 }, acceptDownloads: true } })
    await connectWallet(page, { lang })
    await openApp(page, '/finance')
    const button = page.getByRole('button', { name: t('export.button'), exact: true })
    await expectVisible(button)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/export-${lang}.png` })

    const download = page.waitForEvent('download')
    await button.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^finance-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile(await file.path(), 'utf8')
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(`\uFEFF${t('export.column.time')} (time),${t('export.column.type')} (type),${t('export.column.coin')} (coin),${t('export.column.amount')} (amount),${t('export.column.balance')} (balance),${t('export.column.status')} (status),${t('export.column.id')} (id),${t('export.column.refId')} (refId),${t('export.column.chain')} (chain),${t('export.column.txHash')} (txHash)`)
    // The welcome adjustment of every new user (its type and status in the user's words beside the
    // code, as the header has them), then the end of the file.
    const [row, end] = lines.slice(1)
    expect(end).toBe('')
    expect(row.split(',').slice(1, 6)).toEqual([`${t('funds.type.systemAdjustment')} (systemAdjustment)`, 'USDT', '10000', '10000', `${t('funds.status.successful')} (successful)`])
    expect(row).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,.*,L\d+,,,$/)
    await expectVisible(page.getByText(t('export.saved', { file: file.suggestedFilename() }), { exact: true }))
    expectNoErrors(errors)
  })

  it('offers a period with From and To days that fit a narrow phone, refusing From after To', async () => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width: 360, height: 740 } } })
    await connectWallet(page, { lang })
    await openApp(page, '/finance')
    await page.getByLabel(t('export.range.label'), { exact: true }).selectOption('custom')
    const from = page.getByLabel(t('export.range.from'), { exact: true })
    const to = page.getByLabel(t('export.range.to'), { exact: true })
    await from.fill('2026-11-03')
    await to.fill('2026-11-02')
    await expectVisible(page.getByText(t('export.range.order'), { exact: true }))
    expect(await page.getByRole('button', { name: t('export.button'), exact: true }).isDisabled()).toBe(true)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/export-range-${lang}.png` })
    expectNoErrors(errors)
  })
})

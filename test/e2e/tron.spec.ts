import type { Locator, Page } from 'playwright-core'
import { TronWeb } from 'tronweb'
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { MOCK_TRON_DEFAULTS } from '../../src/mocks/chain-node'
import { anvilProvider, testUsdt } from '../chain/deploy'
import { expectHidden, expectNoErrors, expectPath, expectVisible, openApp, pathOf, reloadApp, resetMockBackend, storageItem, UI_TIMEOUT_MS, useBrowser } from './browser'
import { openMyAssets, overflowX, textOf, valueOf } from './fixtures/app'
import { installTestTronLink, type TestTronLink } from './fixtures/test-tronlink'
import { installTestWallet } from './fixtures/test-wallet'

// Issue 45: TronLink (TIP-1193 `window.tron`) signs `DAPP` with TIP-191, the mock's 10002 takes the
// T address, the session's username is that address, and the account watch follows TronLink's
// account. Then it pays USDT-TRC20 on the run's TRON node (the façade over the run's anvil,
// test/chain/tron-facade.ts): a deposit of 250, a machine's shortfall, a rejection; the mock
// credits a payment once it has read its Paid log and 2 confirmations from the node, and after each
// journey the TRC-20 allowance read through the node is 0. In English and Chinese, at the narrowest
// phone width.

const { newPage } = useBrowser()
const tronUrl = inject('tronUrl')
// The anvil under the TRON node: this file's alone to mine, snapshot and revert.
const node = anvilProvider(inject('tronChainUrl'))
afterAll(() => node.destroy())

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

/** A 32-byte ABI word of a T address. */
const wordOf = (tron: string) => TronWeb.address.toHex(tron).slice(2).toLowerCase().padStart(64, '0')

/** A TRC-20 read through the TRON node's HTTP API, as any TRON client reads it. */
async function readTrc20(selector: string, words: string[], owner: string): Promise<bigint> {
  const response = await fetch(`${tronUrl}/wallet/triggerconstantcontract`, {
    method: 'POST',
    body: JSON.stringify({ owner_address: owner, contract_address: MOCK_TRON_DEFAULTS.tokenAddress, function_selector: selector, parameter: words.join(''), visible: true }),
  })
  const answer = (await response.json()) as { constant_result?: string[] }
  return BigInt(`0x${answer.constant_result?.[0] ?? 'x'}`)
}
const allowanceOf = (owner: string) => readTrc20('allowance(address,address)', [wordOf(owner), wordOf(MOCK_TRON_DEFAULTS.serviceContract)], owner)
const balanceOf = (owner: string) => readTrc20('balanceOf(address)', [wordOf(owner)], owner)

describe.each(['en', 'zh-CN'])('paying from TronLink on the TRON node (%s)', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)
  const CONFIRMATIONS = 2
  const EXPLORER = 'https://tronscan.org'

  // One chain for the run: each journey leaves it as it found it, and no journey may leave an allowance.
  let snapshot = ''
  let payer = ''
  beforeEach(async () => {
    snapshot = (await node.send('evm_snapshot', [])) as string
    payer = ''
  })
  afterEach(async () => {
    const left = payer ? await allowanceOf(payer) : 0n
    expect(await node.send('evm_revert', [snapshot]), 'evm_revert').toBe(true)
    expect(left, 'allowance left to the service contract on TRON').toBe(0n)
  })

  /** A fresh mock with the TRON node on, TronLink connected (10,000 USDT in the app, 10,000 on TRON). */
  async function openConnected(): Promise<{ page: Page; errors: string[]; tronLink: TestTronLink; reports: string[] }> {
    const { page, errors } = await newPage({ lang, context: NARROW })
    const tronLink = await installTestTronLink(page, { node: tronUrl })
    await openApp(page, '/home')
    await resetMockBackend(page)
    const status = await page.evaluate(
      async (body) => (await fetch('/__mock/tron-chain', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { fullHost: tronUrl, requiredConfirmations: CONFIRMATIONS, explorerUrl: EXPLORER },
    )
    expect(status, 'POST /__mock/tron-chain').toBe(200)
    // Loaded again: the config (00000) now carries TRC20's TRON payment block.
    await openApp(page, '/home')
    await connect(page, lang).click()
    await expectVisible(chip(page, lang, tronLink.address))
    payer = tronLink.address
    expect(await balanceOf(payer)).toBe(testUsdt('10000'))
    const reports: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/10011.do')) reports.push(r.postData() ?? '')
    })
    return { page, errors, tronLink, reports }
  }

  const available = (page: Page) => valueOf(page.getByRole('article', { name: 'USDT', exact: true }), t('funds.assets.available'))

  /** My -> My assets -> Deposit, on TRC20 / USDT, inside the app. */
  async function openTronDeposit(page: Page): Promise<void> {
    await openMyAssets(page, lang)
    await expectVisible(available(page).getByText('10,000.00', { exact: true }))
    await page.getByRole('link', { name: t('page.recharge'), exact: true }).click()
    await expectPath(page, '/recharge')
    await page.getByLabel(t('funds.chain'), { exact: true }).selectOption('TRC20')
    await page.getByLabel(t('funds.coin'), { exact: true }).selectOption('USDT')
  }

  /** Enter 250, "Pay from wallet": the confirm sheet names TRON, its two contracts and a fee in TRX. */
  async function pay250(page: Page): Promise<Locator> {
    await page.getByLabel(t('funds.pay.amountIn', { coin: 'USDT' }), { exact: true }).fill('250')
    await page.getByRole('button', { name: t('funds.pay.submit'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('funds.pay.confirmTitle'), exact: true })
    await expectVisible(sheet)
    expect(await valueOf(sheet, t('funds.field.amount')).innerText()).toBe('250.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('250.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.network')).innerText()).toBe('TRON (local)')
    expect(await valueOf(sheet, t('funds.pay.paidTo')).locator('.paid-to__address').innerText()).toBe(MOCK_TRON_DEFAULTS.serviceContract)
    expect(await valueOf(sheet, t('funds.pay.tokenContract')).locator('.paid-to__address').innerText()).toBe(MOCK_TRON_DEFAULTS.tokenAddress)
    expect(await valueOf(sheet, t('funds.pay.fee')).innerText()).toMatch(/^≈ [\d.]+ TRX$/)
    expect(await overflowX(page)).toBe(0)
    return sheet
  }

  const backToAssets = async (page: Page) => {
    await page.getByRole('button', { name: t('common.back'), exact: true }).click()
    await expectPath(page, '/assets')
  }

  it('a rejection in TronLink says cancelled and charges nothing; paying again deposits 250 USDT-TRC20, credited after 2 confirmations', async () => {
    const { page, errors, tronLink, reports } = await openConnected()
    await openTronDeposit(page)
    // What TronLink holds, read on the node beside the form.
    const inWallet = valueOf(page.locator('main'), t('funds.pay.inWallet', { chain: 'TRON (local)' }))
    await expectVisible(inWallet.getByText('10,000.00 USDT', { exact: true }))

    // Rejected in TronLink: calm, nothing sent, nothing charged, nothing reported.
    let sheet = await pay250(page)
    tronLink.rejectNextTransaction()
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    await expectVisible(page.getByRole('status').filter({ hasText: t('funds.pay.problem.cancelled') }))
    expect(tronLink.signed).toEqual([])
    expect(await allowanceOf(payer)).toBe(0n)
    expect(await balanceOf(payer)).toBe(testUsdt('10000'))
    expect(reports).toEqual([])

    // Paid: TronLink signs the exact approval and the payment, built and broadcast on the node.
    sheet = await pay250(page)
    await page.screenshot({ path: `test-results/tron-pay-${lang}.png` })
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    await expectVisible(page.getByText(t('funds.pay.paid'), { exact: true }))
    expect(tronLink.signed).toHaveLength(2)
    await expectVisible(inWallet.getByText('9,750.00 USDT', { exact: true }))
    expect(reports).toHaveLength(1)
    const report = new URLSearchParams(reports[0])
    expect([report.get('chain'), report.get('coin'), report.get('amount'), report.get('txHash')]).toEqual(['TRC20', 'USDT', '250', tronLink.signed[1]])
    // Listed, followed on the node: mined, one confirmation of two, linked to Tronscan.
    const row = page.getByRole('region', { name: t('funds.tx.title'), exact: true }).getByRole('listitem').filter({ hasText: t('funds.tx.kind.pay') })
    await expectVisible(row.getByText(`${t('funds.tx.status.pending')} 1/${CONFIRMATIONS}`))
    expect(await row.getByRole('link').getAttribute('href')).toBe(`${EXPLORER}/#/transaction/${tronLink.signed[1]}`)
    expect(await balanceOf(payer)).toBe(testUsdt('9750'))
    expect(await allowanceOf(payer)).toBe(0n)

    // Followed across a reload, through the node (TronLink is not asked): the second confirmation
    // confirms it, and credits it.
    await reloadApp(page)
    await expectVisible(row.getByText(`${t('funds.tx.status.pending')} 1/${CONFIRMATIONS}`))
    await node.send('anvil_mine', ['0x1'])
    await expectVisible(row.getByText(t('funds.tx.status.confirmed'), { exact: true }))
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,250.00', { exact: true }))
    expect(reports).toHaveLength(1)
    expectNoErrors(errors)
  })

  it('a reload after the approval, the payment refused: the deposit screen finishes it with TronLink, with its own approval', async () => {
    const { page, errors, tronLink, reports } = await openConnected()
    await openTronDeposit(page)
    const sheet = await pay250(page)
    // TronLink signs the approval, and the user refuses the payment.
    tronLink.rejectNextTransaction(1)
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    await expectVisible(page.getByRole('status').filter({ hasText: t('funds.pay.problem.cancelled') }))
    expect(tronLink.signed).toHaveLength(1)
    expect(await allowanceOf(payer)).toBe(testUsdt('250'))

    // After a reload the TRON wallet is found again; the payment left behind is offered, and finished.
    await reloadApp(page)
    const card = page.getByRole('region', { name: t('funds.pay.stranded.title'), exact: true })
    await expectVisible(card.getByText(t('funds.pay.stranded.text', { amount: '250.00', coin: 'USDT', chain: 'TRON (local)' }), { exact: true }))
    await card.getByRole('button', { name: t('funds.pay.stranded.finish'), exact: true }).click()
    await expectVisible(page.getByText(t('funds.pay.paid'), { exact: true }))
    await expectHidden(card)
    // Only the payment was signed: no second approval; reported once.
    expect(tronLink.signed).toHaveLength(2)
    expect(reports).toHaveLength(1)
    expect(new URLSearchParams(reports[0]).get('txHash')).toBe(tronLink.signed[1])
    expect(await balanceOf(payer)).toBe(testUsdt('9750'))
    expect(await allowanceOf(payer)).toBe(0n)
    expectNoErrors(errors)
  })

  it('buys a machine paying the shortfall from TronLink: exactly the shortfall on TRON, credited, bought once', async () => {
    const { page, errors, tronLink, reports } = await openConnected()
    const buys: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/10022.do')) buys.push(r.postData() ?? '')
    })
    // Three Antminer S21 Pro cost 14,688 USDT; the balance has 10,000: 4,688 short.
    await page.getByRole('link', { name: t('nav.mining'), exact: true }).click()
    await expectPath(page, '/miningMachine/miningMachineMall')
    await page.getByRole('article', { name: 'Antminer S21 Pro' }).getByRole('link', { name: 'Antminer S21 Pro' }).click()
    await expectPath(page, '/miningRigDetails?id=M101')
    await page.getByLabel(t('mining.buy.quantity'), { exact: true }).fill('3')
    await expectVisible(page.getByText('14,688.00 USDT', { exact: true }))
    await page.getByRole('button', { name: t('mining.wallet.payShortfall', { amount: '4,688.00', coin: 'USDT' }), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('mining.confirm.title'), exact: true })
    await expectVisible(sheet)
    expect(await valueOf(sheet, t('mining.wallet.fromWallet')).innerText()).toBe('4,688.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.fee')).innerText()).toMatch(/^≈ [\d.]+ TRX$/)
    expect(await overflowX(page)).toBe(0)
    expect(tronLink.signed).toEqual([])

    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    await expect.poll(() => reports.length, { timeout: UI_TIMEOUT_MS }).toBe(1)
    expect(new URLSearchParams(reports[0]).get('amount')).toBe('4688')
    expect(buys).toEqual([])
    await node.send('anvil_mine', ['0x1'])
    await expectVisible(page.getByText(t('mining.buy.success'), { exact: true }))
    await expectHidden(sheet)
    expect(buys).toHaveLength(1)
    expect(tronLink.signed).toHaveLength(2)
    expect(await balanceOf(payer)).toBe(testUsdt('5312'))
    // What TronLink holds, read again after the payment.
    const buyPanel = page.getByRole('region', { name: t('mining.buy.title'), exact: true })
    await expectVisible(valueOf(buyPanel, t('funds.pay.inWallet', { chain: 'TRON (local)' })).getByText('5,312.00 USDT', { exact: true }))
    expect(await allowanceOf(payer)).toBe(0n)
    expectNoErrors(errors)
  })
})

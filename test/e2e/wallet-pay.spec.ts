import { Contract } from 'ethers'
import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { MOCK_CHAIN_DEFAULTS } from '../../src/mocks/chain-node'
import { RECEIPT_WAIT_MS } from '../../src/shared/wallet/payment-steps'
import { anvilProvider, testUsdt } from '../chain/deploy'
import { expectHidden, expectNoErrors, expectPath, expectVisible, openApp, reloadApp, resetMockBackend, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectWallet, messages, openMyAssets, textOf, valueOf } from './fixtures/app'
import type { TestWallet } from './fixtures/test-wallet'

// Issue "Pay from the wallet", in the browser: a user deposits 250 USDT from the injected test
// wallet on the run's local chain (anvil, started by global-setup.ts with the test contracts), and
// real tokens move: the approval and the payment are signed in Node and mined by anvil, the mock
// backend (POST /__mock/chain) credits the deposit only after it has read the Paid log and 2
// confirmations from the node. Also: a rejection in the wallet, and a reload while the payment is
// still unmined. And a machine bought with the balance short: the shortfall paid from the wallet,
// credited after the confirmations, then the purchase. In English and in Arabic. Each test reverts
// the chain (evm_snapshot / evm_revert). The confirm sheets are also photographed at 360 px wide
// (test-results/, git-ignored), where nothing may overflow sideways.

const { newPage } = useBrowser()
const chainUrl = inject('chainUrl')
const node = anvilProvider(chainUrl)
const TOKEN = MOCK_CHAIN_DEFAULTS.tokenAddress
const SERVICE = MOCK_CHAIN_DEFAULTS.serviceContract
const CONFIRMATIONS = 2
const token = new Contract(
  TOKEN,
  ['function balanceOf(address) view returns (uint256)', 'function allowance(address owner, address spender) view returns (uint256)'],
  node,
)
const balanceOf = (address: string) => token.balanceOf(address) as Promise<bigint>
const allowanceOf = (owner: string) => token.allowance(owner, SERVICE) as Promise<bigint>

let snapshot = ''
/** The wallet of the test running: no journey may leave it an allowance. */
let payer = ''
beforeEach(async () => {
  snapshot = (await node.send('evm_snapshot', [])) as string
  payer = ''
})
afterEach(async () => {
  // A test that held mining leaves the node as it found it; the revert undoes every transaction.
  await node.send('evm_setAutomine', [true])
  const left = payer ? await allowanceOf(payer) : 0n
  expect(await node.send('evm_revert', [snapshot]), 'evm_revert').toBe(true)
  expect(left, 'allowance left to the service contract').toBe(0n)
})
afterAll(() => node.destroy())

/** The narrow phone the confirm sheets are photographed at. */
const NARROW = { width: 360, height: 780 }

/** Nothing wider than the viewport: no sideways scrolling. */
async function expectNoOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'scrollWidth').toBeLessThanOrEqual(width)
}

/** Turn the mock backend's chain on (from the page: the mock runs in its service worker). */
async function useLocalChain(page: Page): Promise<void> {
  const status = await page.evaluate(
    async (body) => (await fetch('/__mock/chain', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { rpcUrl: chainUrl, requiredConfirmations: CONFIRMATIONS },
  )
  expect(status, 'POST /__mock/chain').toBe(200)
}

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('pay from the wallet on the local chain ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  /** The text of a plural key (`key_one`, `key_two`, `key_other`...) for `count` in `lang`. */
  const plural = (key: string, count: number, values: Record<string, string | number> = {}) => {
    const form = `${key}_${new Intl.PluralRules(lang).select(count)}`
    return textOf(lang, form in messages(lang) ? form : `${key}_other`, { ...values, count })
  }

  /**
   * A fresh mock (reset, the local chain on) and a wallet with the node, logged in (10,000 USDT in
   * the mock, 10,000 test USDT on the chain). `viewport`: set before the first load.
   */
  async function openConnected(viewport?: { width: number; height: number }, { clock = false } = {}) {
    const { page, errors } = await newPage({ lang })
    if (viewport) await page.setViewportSize(viewport)
    // The page's clock, for a test that moves it forward (it runs on by itself meanwhile).
    if (clock) await page.clock.install()
    // `prepare` runs on a first load of home; logging in loads it again, so the config (00000)
    // carries the chain's payment block.
    const wallet = await connectWallet(page, {
      lang,
      node: chainUrl,
      prepare: async () => {
        await resetMockBackend(page)
        await useLocalChain(page)
      },
    })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)
    payer = wallet.address
    return { page, errors, wallet }
  }

  /**
   * Logged in (`openConnected`); then, in the app, My -> My assets (10,000 USDT) -> Deposit, on
   * ERC20 / USDT. Counts the page's 10011 reports.
   */
  async function openDeposit(viewport?: { width: number; height: number }) {
    const { page, errors, wallet } = await openConnected(viewport)
    const reports = bodiesOf(page, '10011')
    // Set once: still there at the end means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    await openAssets(page)
    await expectVisible(available(page).getByText('10,000.00', { exact: true }))
    await page.getByRole('link', { name: t('page.recharge'), exact: true }).click()
    await expectPath(page, '/recharge')
    await page.getByLabel(t('funds.chain'), { exact: true }).selectOption('ERC20')
    await page.getByLabel(t('funds.coin'), { exact: true }).selectOption('USDT')
    return { page, errors, wallet, reports }
  }

  /** My -> My assets, inside the app (no page load). */
  const openAssets = (page: Page) => openMyAssets(page, lang)

  /** The top bar's Back: from /recharge to /assets, inside the app. */
  async function backToAssets(page: Page) {
    await page.getByRole('button', { name: t('common.back'), exact: true }).click()
    await expectPath(page, '/assets')
  }

  const available = (page: Page) => valueOf(page.getByRole('article', { name: 'USDT', exact: true }), t('funds.assets.available'))

  /** Enter 250, "Pay from wallet", check the confirm sheet (amount, approval, contract), answer nothing yet. */
  async function pay250(page: Page): Promise<Locator> {
    await page.getByLabel(t('funds.pay.amountIn', { coin: 'USDT' }), { exact: true }).fill('250')
    await page.getByRole('button', { name: t('funds.pay.submit'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('funds.pay.confirmTitle'), exact: true })
    await expectVisible(sheet)
    expect(await valueOf(sheet, t('funds.field.amount')).innerText()).toBe('250.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('250.00 USDT')
    // The service contract and the token contract, whole and checksummed, to match with the wallet's prompt.
    expect(await valueOf(sheet, t('funds.pay.paidTo')).locator('.paid-to__address').innerText()).toBe(SERVICE)
    expect(await valueOf(sheet, t('funds.pay.tokenContract')).locator('.paid-to__address').innerText()).toBe(TOKEN)
    return sheet
  }

  /** The payment's row in the wallet transactions list. */
  const paymentRow = (page: Page) =>
    page.getByRole('region', { name: t('funds.tx.title'), exact: true }).getByRole('listitem').filter({ hasText: t('funds.tx.kind.pay') })

  /** Wait until the wallet has sent `count` transactions to the node. */
  const sentCount = (wallet: TestWallet, count: number) => expect.poll(() => wallet.sent.length, { timeout: UI_TIMEOUT_MS, interval: 100 }).toBe(count)

  it('deposits 250 USDT from the wallet: real tokens to the contract, credited after 2 confirmations', async () => {
    // At 360 px: the confirm sheet is photographed and must not overflow.
    const { page, errors, wallet, reports } = await openDeposit(NARROW)
    const before = await balanceOf(wallet.address)
    expect(before).toBe(testUsdt('10000'))

    const sheet = await pay250(page)
    await expectNoOverflow(page, NARROW.width)
    await page.screenshot({ path: `test-results/recharge-pay-${lang}.png` })
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    // The wallet switched to the local chain, approved exactly 250 and paid.
    await expectVisible(page.getByText(t('funds.pay.paid'), { exact: true }))
    expect(wallet.chainId).toBe(31337)
    expect(wallet.sent).toHaveLength(2)
    expect(reports).toHaveLength(1)
    const report = new URLSearchParams(reports[0])
    expect({ chain: report.get('chain'), coin: report.get('coin'), amount: report.get('amount'), txHash: report.get('txHash') }).toEqual({
      chain: 'ERC20',
      coin: 'USDT',
      amount: '250',
      txHash: wallet.sent[1],
    })
    // Listed: mined in one block, one confirmation of two.
    await expectVisible(paymentRow(page).getByText(`${t('funds.tx.status.pending')} 1/${CONFIRMATIONS}`))

    // The chain: the contract received exactly 250, the approval was spent to zero.
    expect(await balanceOf(SERVICE)).toBe(testUsdt('250'))
    expect(await balanceOf(wallet.address)).toBe(before - testUsdt('250'))
    expect(await allowanceOf(wallet.address)).toBe(0n)

    // Not credited yet; the second confirmation credits it, seen on the open page without a reload.
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,000.00', { exact: true }))
    await wallet.mine(1)
    await expectVisible(available(page).getByText('10,250.00', { exact: true }))
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(reports).toHaveLength(1)
    expectNoErrors(errors)
  })

  it('a rejection in the wallet: "cancelled", nothing charged on the chain or in the app, nothing reported', async () => {
    const { page, errors, wallet, reports } = await openDeposit()
    const sheet = await pay250(page)
    wallet.rejectNextTransaction()
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()

    await expectVisible(page.getByRole('status').filter({ hasText: t('funds.pay.problem.cancelled') }))
    expect(await sheet.isVisible()).toBe(false)
    expect(wallet.sent).toEqual([])
    expect(await balanceOf(wallet.address)).toBe(testUsdt('10000'))
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(await page.getByRole('region', { name: t('funds.tx.title'), exact: true }).count()).toBe(0)

    await backToAssets(page)
    await expectVisible(available(page).getByText('10,000.00', { exact: true }))
    expect(reports).toEqual([])
    expectNoErrors(errors)
  })

  it('a reload while the payment is unmined: still pending after it, then confirmed and credited', async () => {
    const { page, errors, wallet, reports } = await openDeposit()
    await wallet.holdMining()
    const sheet = await pay250(page)
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    // The approval waits in the pool; mined, it lets the payment go, which then waits in turn.
    await sentCount(wallet, 1)
    await wallet.mine(1)
    await sentCount(wallet, 2)
    expect(await node.send('eth_getTransactionReceipt', [wallet.sent[1]])).toBeNull()
    await expectVisible(paymentRow(page).getByText(`${t('funds.tx.status.pending')} 0/${CONFIRMATIONS}`))

    await reloadApp(page)
    await expectVisible(paymentRow(page).getByText(`${t('funds.tx.status.pending')} 0/${CONFIRMATIONS}`))
    expect(reports).toEqual([])

    // Mined after the reload: the page follows it, reports it, and confirms it at 2 confirmations.
    await wallet.mine(1)
    await expectVisible(paymentRow(page).getByText(`${t('funds.tx.status.pending')} 1/${CONFIRMATIONS}`))
    await wallet.mine(1)
    await expectVisible(paymentRow(page).getByText(t('funds.tx.status.confirmed'), { exact: true }))
    expect(await balanceOf(SERVICE)).toBe(testUsdt('250'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,250.00', { exact: true }))
    expect(reports).toHaveLength(1)
    expect(new URLSearchParams(reports[0]).get('txHash')).toBe(wallet.sent[1])
    expectNoErrors(errors)
  })

  /**
   * From the connected home, inside the app: the mining tab, the Antminer S21 Pro, three of them
   * (14,688 USDT against the balance's 10,000), then "Pay the 4,688.00 USDT shortfall from your
   * wallet": the confirm sheet, open.
   */
  async function offerS21Shortfall(page: Page): Promise<Locator> {
    await page.getByRole('link', { name: t('nav.mining'), exact: true }).click()
    await expectPath(page, '/miningMachine/miningMachineMall')
    await page.getByRole('article', { name: 'Antminer S21 Pro' }).getByRole('link', { name: 'Antminer S21 Pro' }).click()
    await expectPath(page, '/miningRigDetails?id=M101')
    await expectVisible(buyPanelValue(page, t('mining.buy.available')).getByText('10,000.00 USDT', { exact: true }))
    await page.getByLabel(t('mining.buy.quantity'), { exact: true }).fill('3')
    await expectVisible(page.getByText('14,688.00 USDT', { exact: true }))
    await page.getByRole('button', { name: t('mining.wallet.payShortfall', { amount: '4,688.00', coin: 'USDT' }), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('mining.confirm.title'), exact: true })
    await expectVisible(sheet)
    return sheet
  }

  /** The form bodies of the page's business calls of `code` (10022, 10011...), as they are sent. */
  function bodiesOf(page: Page, code: string): string[] {
    const bodies: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(`/${code}.do`)) bodies.push(r.postData() ?? '')
    })
    return bodies
  }

  /** A value of the machine page's buy panel. */
  const buyPanelValue = (page: Page, label: string) => valueOf(page.getByRole('region', { name: t('mining.buy.title'), exact: true }), label)

  /** The stranded payment's card on the deposit screen. */
  const strandedCard = (page: Page) => page.getByRole('region', { name: t('funds.pay.stranded.title'), exact: true })

  /**
   * Pay 250 with mining held, then reload while only the approval is sent (unmined): the page that
   * ran the payment is gone. The approval is mined after the reload; the deposit screen then offers
   * the payment left behind.
   */
  async function strandAfterApproval() {
    // At 360 px: the card is photographed and must not overflow.
    const opened = await openDeposit(NARROW)
    const { page, wallet } = opened
    await wallet.holdMining()
    const sheet = await pay250(page)
    await sheet.getByRole('button', { name: t('funds.pay.confirm'), exact: true }).click()
    await sentCount(wallet, 1)
    await reloadApp(page)
    await wallet.mine(1)
    await wallet.resumeMining()
    const card = strandedCard(page)
    await expectVisible(card.getByText(t('funds.pay.stranded.text', { amount: '250.00', coin: 'USDT', chain: 'Anvil (local)' }), { exact: true }))
    await expectVisible(card.getByRole('button', { name: t('funds.pay.stranded.finish'), exact: true }))
    // Nothing was paid, and the approval is exactly the payment's.
    expect(await allowanceOf(wallet.address)).toBe(testUsdt('250'))
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(wallet.sent).toHaveLength(1)
    await card.scrollIntoViewIfNeeded()
    await expectNoOverflow(page, NARROW.width)
    await page.screenshot({ path: `test-results/stranded-${lang}.png` })
    return { ...opened, card }
  }

  it('a reload between the approval and the payment: the payment is finished with its own approval, then credited', async () => {
    const { page, errors, wallet, reports, card } = await strandAfterApproval()
    await card.getByRole('button', { name: t('funds.pay.stranded.finish'), exact: true }).click()
    await expectVisible(page.getByText(t('funds.pay.paid'), { exact: true }))
    await expectHidden(card)
    // Only the payment was sent: no second approval.
    expect(wallet.sent).toHaveLength(2)
    expect(reports).toHaveLength(1)
    expect(new URLSearchParams(reports[0]).get('txHash')).toBe(wallet.sent[1])
    expect(await balanceOf(SERVICE)).toBe(testUsdt('250'))
    expect(await allowanceOf(wallet.address)).toBe(0n)

    await wallet.mine(1)
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,250.00', { exact: true }))
    expectNoErrors(errors)
  })

  it('a reload between the approval and the payment: the allowance given back, nothing charged', async () => {
    const { page, errors, wallet, reports, card } = await strandAfterApproval()
    await card.getByRole('button', { name: t('funds.pay.stranded.giveBack'), exact: true }).click()
    await expectVisible(page.getByText(t('funds.pay.stranded.givenBack'), { exact: true }))
    await expectHidden(card)
    expect(wallet.sent).toHaveLength(2)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(await balanceOf(wallet.address)).toBe(testUsdt('10000'))
    expect(reports).toEqual([])
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,000.00', { exact: true }))
    expectNoErrors(errors)
  })

  it('a payment that would fail, for the coin or for the gas, opens no wallet prompt, not even a chain switch', async () => {
    const { page, errors, wallet } = await openDeposit()
    const prompts = () => wallet.calls.filter((m) => ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_sendTransaction'].includes(m))
    const amount = page.getByLabel(t('funds.pay.amountIn', { coin: 'USDT' }), { exact: true })
    const submit = page.getByRole('button', { name: t('funds.pay.submit'), exact: true })

    await amount.fill('20000')
    await submit.click()
    await expectVisible(page.getByRole('alert').filter({ hasText: t('funds.pay.problem.insufficientToken', { coin: 'USDT' }) }))

    await node.send('anvil_setBalance', [wallet.address, '0x0'])
    await amount.fill('250')
    await submit.click()
    const [feeHead] = t('funds.pay.problem.insufficientNative', { symbol: 'ETH', fee: '\u0000' }).split('\u0000')
    await expectVisible(page.getByRole('alert').filter({ hasText: feeHead }))
    // What the user typed is kept; the wallet was never asked anything, and stayed on its chain.
    expect(await amount.inputValue()).toBe('250')
    expect(prompts()).toEqual([])
    expect(wallet.chainId).toBe(1)
    expect(wallet.sent).toEqual([])
    expectNoErrors(errors)
  })

  it('buys a machine paying the shortfall from the wallet: the split first, exactly the shortfall on chain, bought once', async () => {
    // Three Antminer S21 Pro cost 3 × 4,896 = 14,688 USDT; the balance has 10,000: 4,688 short.
    const { page, errors, wallet } = await openConnected(NARROW)
    const buys = bodiesOf(page, '10022')
    const reports = bodiesOf(page, '10011')
    const before = await balanceOf(wallet.address)
    expect(before).toBe(testUsdt('10000'))

    // The shop, inside the app; the offer, then the confirm sheet with the split, before anything is sent.
    const sheet = await offerS21Shortfall(page)
    await expectVisible(valueOf(sheet, t('mining.wallet.fromWallet')))
    expect(wallet.sent).toEqual([])
    expect(await valueOf(sheet, t('mining.confirm.total')).innerText()).toBe('14,688.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromBalance')).innerText()).toBe('10,000.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromWallet')).innerText()).toBe('4,688.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.fee')).innerText()).toMatch(/^≈ [\d.]+ ETH$/)
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('4,688.00 USDT')
    await expectNoOverflow(page, NARROW.width)
    await page.screenshot({ path: `test-results/shortfall-${lang}.png` })
    expect(wallet.sent).toEqual([])

    // Confirm: the wallet approves exactly the shortfall and pays it (mined at once: 1 of 2
    // confirmations); the purchase waits for the credit.
    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    await expectVisible(sheet.getByRole('status').filter({ hasText: plural('mining.wallet.waiting', CONFIRMATIONS, { done: 1 }) }))
    expect(wallet.chainId).toBe(31337)
    expect(wallet.sent).toHaveLength(2)
    expect(reports).toHaveLength(1)
    expect(new URLSearchParams(reports[0]).get('amount')).toBe('4688')
    expect(buys).toEqual([])

    // The second confirmation: credited, then bought, once.
    await wallet.mine(CONFIRMATIONS - 1)
    await expectVisible(page.getByText(t('mining.buy.success'), { exact: true }))
    await expectHidden(sheet)
    await expectVisible(page.getByText(t('mining.phase.joined'), { exact: true }))
    // The balance paid the whole total: the credit and the 10,000 are spent.
    await expectVisible(valueOf(page.getByRole('region', { name: t('mining.buy.title'), exact: true }), t('mining.buy.available')).getByText('0.00 USDT', { exact: true }))
    expect(buys).toHaveLength(1)
    const bought = new URLSearchParams(buys[0])
    expect([bought.get('id'), bought.get('quantity')]).toEqual(['M101', '3'])

    // The chain: exactly the shortfall went to the contract, the approval spent to zero.
    expect(await balanceOf(SERVICE)).toBe(testUsdt('4688'))
    expect(await balanceOf(wallet.address)).toBe(before - testUsdt('4688'))
    // What the wallet holds, read again after the payment: as the chain says.
    await expectVisible(buyPanelValue(page, t('funds.pay.inWallet', { chain: 'Anvil (local)' })).getByText('5,312.00 USDT', { exact: true }))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(wallet.sent).toHaveLength(2)
    expect(reports).toHaveLength(1)
    expect(buys).toHaveLength(1)
    expectNoErrors(errors)
  })

  it('a payment mined after the wait says "still confirming", and is credited and the machine bought once it is mined', async () => {
    const { page, errors, wallet } = await openConnected(undefined, { clock: true })
    const buys = bodiesOf(page, '10022')
    const sheet = await offerS21Shortfall(page)

    // The approval is mined; the payment stays in the pool past the two minutes a screen waits.
    await wallet.holdMining()
    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    await sentCount(wallet, 1)
    await wallet.mine(1)
    // The payment sent, as the sheet says (the wait counts from then): two minutes pass.
    await expectVisible(sheet.getByRole('status').filter({ hasText: t('funds.pay.paying') }))
    await page.clock.fastForward(RECEIPT_WAIT_MS + 1000)
    await expectVisible(sheet.getByRole('status').filter({ hasText: plural('funds.pay.stillConfirming', CONFIRMATIONS, { done: 0 }) }))
    expect(buys).toEqual([])

    // Mined at last, with its confirmations: credited, then bought, once.
    await wallet.mine(CONFIRMATIONS)
    await expectVisible(page.getByText(t('mining.buy.success'), { exact: true }))
    await expectHidden(sheet)
    expect(buys).toHaveLength(1)
    expect(await balanceOf(SERVICE)).toBe(testUsdt('4688'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expectNoErrors(errors)
  })

  it('a shortfall payment cancelled after its approval: the machine page offers the allowance back, and nothing is bought or charged', async () => {
    const { page, errors, wallet } = await openConnected()
    const buys = bodiesOf(page, '10022')
    const sheet = await offerS21Shortfall(page)

    // The approval goes out; the user rejects the payment that follows it.
    await wallet.holdMining()
    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    await sentCount(wallet, 1)
    wallet.rejectNextTransaction()
    await wallet.mine(1)
    await wallet.resumeMining()
    await expectVisible(page.getByRole('status').filter({ hasText: t('funds.pay.problem.cancelled') }))
    expect(await allowanceOf(wallet.address)).toBe(testUsdt('4688'))

    const card = strandedCard(page)
    await expectVisible(card.getByText(t('funds.pay.stranded.text', { amount: '4,688.00', coin: 'USDT', chain: 'Anvil (local)' }), { exact: true }))
    await card.getByRole('button', { name: t('funds.pay.stranded.giveBack'), exact: true }).click()
    await expectVisible(page.getByText(t('funds.pay.stranded.givenBack'), { exact: true }))
    await expectHidden(card)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(await balanceOf(wallet.address)).toBe(testUsdt('10000'))
    expect(buys).toEqual([])
    expectNoErrors(errors)
  })

  /** Spends the whole balance (10,000 USDT staked for 7 days, through 10036 with the page's session): the balance is then 0. */
  async function emptyBalance(page: Page): Promise<void> {
    const answer = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('map') ?? '{}') as { state?: { token?: string } }
      const body = new URLSearchParams({ productId: 'K-USDT-7', amount: '10000', token: session.state?.token ?? '' })
      return ((await (await fetch('/adc/html/eto/10036.do', { method: 'POST', body })).json()) as { respCode: string }).respCode
    })
    expect(answer, '10036, the whole balance staked').toBe('00000')
  }

  /** The staking form for USDT, with its balance read. */
  async function openStaking(page: Page): Promise<Locator> {
    await openApp(page, '/staking')
    const form = page.locator('form').filter({ has: page.getByLabel(t('staking.field.amountIn', { coin: 'USDT' }), { exact: true }) })
    await expectVisible(valueOf(form, t('staking.available')).getByText('10,000.00 USDT', { exact: true }))
    return form
  }

  /** Stake 16,000 USDT (6,000 short) and open the confirm step of the split. */
  async function offerStakeShortfall(page: Page, form: Locator): Promise<Locator> {
    await form.getByLabel(t('staking.field.amountIn', { coin: 'USDT' }), { exact: true }).fill('16000')
    await form.getByRole('button', { name: t('mining.wallet.payShortfall', { amount: '6,000.00', coin: 'USDT' }), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('staking.confirm.title'), exact: true })
    await expectVisible(valueOf(sheet, t('mining.wallet.fromWallet')))
    return sheet
  }

  it('subscribes to a token sale paying the shortfall from the wallet: the split first, exactly the shortfall on chain, subscribed once', async () => {
    // 250,000 HNV at 0.05 USDT cost 12,500 USDT; the balance has 10,000: 2,500 short.
    const { page, errors, wallet } = await openConnected(NARROW)
    const subscriptions = bodiesOf(page, '10031')
    await openApp(page, '/ido/inProgress')
    const hnv = page.getByRole('article').filter({ hasText: 'Hashnova' })
    await hnv.getByRole('button', { name: t('ido.subscribe.button'), exact: true }).click()
    const form = page.getByRole('dialog', { name: t('ido.subscribe.title', { token: 'HNV' }), exact: true })
    await form.getByLabel(t('ido.subscribe.quantity', { token: 'HNV' }), { exact: true }).fill('250000')
    // What the wallet holds, beside the balance: unknown while the wallet is on another network (mainnet, as it connected).
    await expectVisible(valueOf(form, t('funds.pay.inWallet', { chain: 'Anvil (local)' })).getByText(t('funds.pay.inWalletOtherChain'), { exact: true }))
    await form.getByRole('button', { name: t('mining.wallet.payShortfall', { amount: '2,500.00', coin: 'USDT' }), exact: true }).click()

    const sheet = page.getByRole('dialog', { name: t('ido.confirm.title'), exact: true })
    await expectVisible(valueOf(sheet, t('mining.wallet.fromWallet')))
    expect(await valueOf(sheet, t('ido.confirm.total')).innerText()).toBe('12,500.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromBalance')).innerText()).toBe('10,000.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromWallet')).innerText()).toBe('2,500.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('2,500.00 USDT')
    await expectNoOverflow(page, NARROW.width)
    await page.screenshot({ path: `test-results/ido-shortfall-${lang}.png` })
    expect(wallet.sent).toEqual([])

    await sheet.getByRole('button', { name: t('ido.confirm.submit'), exact: true }).click()
    await expectVisible(sheet.getByRole('status').filter({ hasText: plural('mining.wallet.waiting', CONFIRMATIONS, { done: 1 }) }))
    expect(subscriptions).toEqual([])
    await wallet.mine(CONFIRMATIONS - 1)
    await expectVisible(page.getByText(t('ido.subscribe.success'), { exact: true }))
    expect(subscriptions).toHaveLength(1)
    expect([new URLSearchParams(subscriptions[0]).get('id'), new URLSearchParams(subscriptions[0]).get('quantity')]).toEqual(['IDO01', '250000'])
    expect(await balanceOf(SERVICE)).toBe(testUsdt('2500'))
    expect(await balanceOf(wallet.address)).toBe(testUsdt('7500'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    // The wallet is on the payment's network now: what it holds there, as the chain says.
    await hnv.getByRole('button', { name: t('ido.subscribe.button'), exact: true }).click()
    await expectVisible(valueOf(form, t('funds.pay.inWallet', { chain: 'Anvil (local)' })).getByText('7,500.00 USDT', { exact: true }))
    expectNoErrors(errors)
  })

  it('stakes half from the balance and half from the wallet: the split first, exactly the wallet\'s part on chain, staked once', async () => {
    // 16,000 USDT staked with 10,000 in the balance: 6,000 from the wallet.
    const { page, errors, wallet } = await openConnected(NARROW)
    const stakes = bodiesOf(page, '10036')
    const form = await openStaking(page)
    const sheet = await offerStakeShortfall(page, form)
    expect(await valueOf(sheet, t('mining.wallet.fromBalance')).innerText()).toBe('10,000.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromWallet')).innerText()).toBe('6,000.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('6,000.00 USDT')
    await expectNoOverflow(page, NARROW.width)
    expect(wallet.sent).toEqual([])

    await sheet.getByRole('button', { name: t('staking.confirm.submit'), exact: true }).click()
    await expectVisible(sheet.getByRole('status').filter({ hasText: plural('mining.wallet.waiting', CONFIRMATIONS, { done: 1 }) }))
    expect(stakes).toEqual([])
    await wallet.mine(CONFIRMATIONS - 1)
    await expectVisible(page.getByText(t('staking.success'), { exact: true }))
    expect(stakes).toHaveLength(1)
    expect(new URLSearchParams(stakes[0]).get('amount')).toBe('16000')
    expect(await balanceOf(SERVICE)).toBe(testUsdt('6000'))
    expect(await balanceOf(wallet.address)).toBe(testUsdt('4000'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    // Both sides read again: the balance spent, the wallet's holding as the chain says.
    await expectVisible(valueOf(form, t('staking.available')).getByText('0.00 USDT', { exact: true }))
    await expectVisible(valueOf(form, t('funds.pay.inWallet', { chain: 'Anvil (local)' })).getByText('4,000.00 USDT', { exact: true }))
    expectNoErrors(errors)
  })

  it('subscribes with an empty balance, everything from the wallet: the position, the deposit and the subscription in the ledger, and My assets shows what the chain says the wallet holds', async () => {
    // 5,000 TGD at 0.2 USDT: 1,000 USDT, all of it from the wallet.
    const { page, errors, wallet } = await openConnected(NARROW)
    await emptyBalance(page)
    const subscriptions = bodiesOf(page, '10031')
    await openApp(page, '/ido/inProgress')
    const tgd = page.getByRole('article').filter({ hasText: 'TerraGrid' })
    await tgd.getByRole('button', { name: t('ido.subscribe.button'), exact: true }).click()
    const form = page.getByRole('dialog', { name: t('ido.subscribe.title', { token: 'TGD' }), exact: true })
    await form.getByLabel(t('ido.subscribe.quantity', { token: 'TGD' }), { exact: true }).fill('5000')
    await expectVisible(valueOf(form, t('ido.subscribe.available')).getByText('0.00 USDT', { exact: true }))
    await form.getByRole('button', { name: t('mining.wallet.payShortfall', { amount: '1,000.00', coin: 'USDT' }), exact: true }).click()

    const sheet = page.getByRole('dialog', { name: t('ido.confirm.title'), exact: true })
    await expectVisible(valueOf(sheet, t('mining.wallet.fromWallet')))
    expect(await valueOf(sheet, t('mining.wallet.fromBalance')).innerText()).toBe('0.00 USDT')
    expect(await valueOf(sheet, t('mining.wallet.fromWallet')).innerText()).toBe('1,000.00 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('1,000.00 USDT')
    // The spender of that approval and its token: whole and checksummed.
    expect(await valueOf(sheet, t('funds.pay.paidTo')).locator('.paid-to__address').innerText()).toBe(SERVICE)
    expect(await valueOf(sheet, t('funds.pay.tokenContract')).locator('.paid-to__address').innerText()).toBe(TOKEN)
    expect(await valueOf(sheet, t('funds.pay.fee')).innerText()).toMatch(/^≈ [\d.,]+ ETH$/)
    await expectNoOverflow(page, NARROW.width)
    await sheet.getByRole('button', { name: t('ido.confirm.submit'), exact: true }).click()
    await expectVisible(sheet.getByRole('status').filter({ hasText: plural('mining.wallet.waiting', CONFIRMATIONS, { done: 1 }) }))
    await wallet.mine(CONFIRMATIONS - 1)
    await expectVisible(page.getByText(t('ido.subscribe.success'), { exact: true }))
    expect(subscriptions.map((b) => [new URLSearchParams(b).get('id'), new URLSearchParams(b).get('quantity')])).toEqual([['IDO02', '5000']])
    expect(await balanceOf(SERVICE)).toBe(testUsdt('1000'))
    expect(await allowanceOf(wallet.address)).toBe(0n)

    // The position, inside the app.
    await page.getByRole('link', { name: t('ido.subnav.position'), exact: true }).click()
    await expectPath(page, '/ido/position')
    await expectVisible(page.getByRole('article', { name: 'TerraGrid' }).getByText(t('ido.status.awaitingDraw'), { exact: true }))

    // The ledger: the wallet's 1,000 in, the subscription's 1,000 out, back to 0.
    await openAssets(page)
    await expectVisible(available(page).getByText('0.00', { exact: true }))
    // What the wallet holds, beside the balances: what the chain says.
    const held = Number((await balanceOf(wallet.address)) / 10n ** 6n)
    expect(held).toBe(9000)
    const holdings = page.getByRole('region', { name: t('funds.wallet.title'), exact: true })
    await expectVisible(valueOf(holdings, 'USDT · Anvil (local)').getByText('9,000.00', { exact: true }))
    await page.getByRole('link', { name: t('page.finance'), exact: true }).click()
    await expectPath(page, '/finance')
    const credited = page.getByRole('article', { name: t('funds.type.deposit'), exact: true })
    await expectVisible(valueOf(credited, t('funds.field.amount')).getByText('+1,000.00 USDT'))
    const subscribed = page.getByRole('article', { name: t('funds.type.idoSubscription'), exact: true })
    await expectVisible(valueOf(subscribed, t('funds.field.amount')).getByText('-1,000.00 USDT'))
    await expectVisible(valueOf(subscribed, t('funds.field.balanceAfter')).getByText('0.00 USDT'))
    await expectNoOverflow(page, NARROW.width)
    expectNoErrors(errors)
  })

  it('a stake whose approval is rejected in the wallet: "cancelled", nothing charged or staked, the form as it was', async () => {
    const { page, errors, wallet } = await openConnected(NARROW)
    const stakes = bodiesOf(page, '10036')
    const form = await openStaking(page)
    const sheet = await offerStakeShortfall(page, form)
    wallet.rejectNextTransaction()
    await sheet.getByRole('button', { name: t('staking.confirm.submit'), exact: true }).click()

    await expectVisible(page.getByRole('status').filter({ hasText: t('funds.pay.problem.cancelled') }))
    await expectHidden(sheet)
    expect(wallet.sent).toEqual([])
    expect(stakes).toEqual([])
    expect(await form.getByLabel(t('staking.field.amountIn', { coin: 'USDT' }), { exact: true }).inputValue()).toBe('16000')
    expect(await valueOf(form, t('staking.available')).innerText()).toBe('10,000.00 USDT')
    expect(await balanceOf(wallet.address)).toBe(testUsdt('10000'))
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expectNoErrors(errors)
  })

  it('a reload while the stake\'s payment is unmined: the page goes on from where it was, credits it and stakes once', async () => {
    const { page, errors, wallet } = await openConnected(NARROW)
    const stakes = bodiesOf(page, '10036')
    const form = await openStaking(page)
    const sheet = await offerStakeShortfall(page, form)
    await wallet.holdMining()
    await sheet.getByRole('button', { name: t('staking.confirm.submit'), exact: true }).click()
    // The approval mined, the payment sent and waiting in the pool: then the reload.
    await sentCount(wallet, 1)
    await wallet.mine(1)
    await sentCount(wallet, 2)
    expect(await node.send('eth_getTransactionReceipt', [wallet.sent[1]])).toBeNull()
    // The page has its hash too (the wallet has it a moment before the page does): the sheet says so.
    await expectVisible(sheet.getByRole('status').filter({ hasText: t('funds.pay.paying') }))
    await reloadApp(page)

    const resumed = page.getByRole('region', { name: t('funds.pay.resumed.title'), exact: true })
    await expectVisible(resumed.getByText(t('funds.pay.resumed.text', { amount: '6,000.00', coin: 'USDT', chain: 'Anvil (local)' }), { exact: true }))
    await expectNoOverflow(page, NARROW.width)
    await page.screenshot({ path: `test-results/resumed-stake-${lang}.png` })
    expect(stakes).toEqual([])
    await wallet.mine(CONFIRMATIONS)
    await wallet.resumeMining()
    await expectVisible(resumed.getByText(t('staking.success'), { exact: true }))
    expect(stakes).toHaveLength(1)
    expect(new URLSearchParams(stakes[0]).get('amount')).toBe('16000')
    expect(await balanceOf(SERVICE)).toBe(testUsdt('6000'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    await expectVisible(valueOf(form, t('staking.available')).getByText('0.00 USDT', { exact: true }))
    await expectVisible(valueOf(form, t('funds.pay.inWallet', { chain: 'Anvil (local)' })).getByText('4,000.00 USDT', { exact: true }))
    // Made once: a second reload finds nothing left to do.
    await reloadApp(page)
    await expectVisible(valueOf(form, t('staking.available')).getByText('0.00 USDT', { exact: true }))
    expect(await resumed.count()).toBe(0)
    expect(stakes).toHaveLength(1)
    expectNoErrors(errors)
  })
})

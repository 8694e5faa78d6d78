import { Contract, parseUnits } from 'ethers'
import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { MOCK_CHAIN_DEFAULTS } from '../../src/mocks/chain-node'
import { anvilProvider, TEST_USDT_DECIMALS } from '../chain/deploy'
import { expectNoErrors, expectPath, expectVisible, openApp, reloadApp, resetMockBackend, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectIn, maskMiddle, textOf } from './fixtures/app'
import { installTestWallet, type TestWallet } from './fixtures/test-wallet'

// Issue "Pay from the wallet", in the browser: a user deposits 250 USDT from the injected test
// wallet on the run's local chain (anvil, started by global-setup.ts with the test contracts), and
// real tokens move: the approval and the payment are signed in Node and mined by anvil, the mock
// backend (POST /__mock/chain) credits the deposit only after it has read the Paid log and 2
// confirmations from the node. Also: a rejection in the wallet, and a reload while the payment is
// still unmined. In English and in Arabic. Each test reverts the chain (evm_snapshot / evm_revert).

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
const usdt = (amount: string) => parseUnits(amount, TEST_USDT_DECIMALS)
const balanceOf = (address: string) => token.balanceOf(address) as Promise<bigint>
const allowanceOf = (owner: string) => token.allowance(owner, SERVICE) as Promise<bigint>

/** The value cell of the label / value row `label` inside `region`. */
const valueOf = (region: Locator, label: string) => region.locator('.kv', { has: region.page().getByText(label, { exact: true }) }).locator('dd')

let snapshot = ''
beforeEach(async () => {
  snapshot = (await node.send('evm_snapshot', [])) as string
})
afterEach(async () => {
  // A test that held mining leaves the node as it found it; the revert undoes every transaction.
  await node.send('evm_setAutomine', [true])
  expect(await node.send('evm_revert', [snapshot]), 'evm_revert').toBe(true)
})
afterAll(() => node.destroy())

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

  /**
   * A fresh mock (reset, the local chain on) and a wallet with the node, logged in; then, in the
   * app, My -> My assets (10,000 USDT) -> Deposit, on ERC20 / USDT. Counts the page's 10011 reports.
   */
  async function openDeposit() {
    const { page, errors } = await newPage({ lang })
    const wallet = await installTestWallet(page, { node: chainUrl })
    await openApp(page, '/home')
    await resetMockBackend(page)
    await useLocalChain(page)
    // Logging in loads /home again: the config (00000) now carries the chain's payment block.
    await connectIn(page, wallet, lang)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)
    const reports: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/10011.do')) reports.push(r.postData() ?? '')
    })
    // Set once: still there at the end means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    await openAssets(page)
    await expectVisible(available(page).getByText('10,000', { exact: true }))
    await page.getByRole('link', { name: t('page.recharge'), exact: true }).click()
    await expectPath(page, '/recharge')
    await page.getByLabel(t('funds.chain'), { exact: true }).selectOption('ERC20')
    await page.getByLabel(t('funds.coin'), { exact: true }).selectOption('USDT')
    return { page, errors, wallet, reports }
  }

  /** My -> My assets, inside the app (no page load). */
  async function openAssets(page: Page) {
    await page.getByRole('link', { name: t('nav.my'), exact: true }).click()
    await page.getByRole('link', { name: t('page.assets'), exact: true }).click()
    await expectPath(page, '/assets')
  }

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
    expect(await valueOf(sheet, t('funds.field.amount')).innerText()).toBe('250 USDT')
    expect(await valueOf(sheet, t('funds.pay.approval')).innerText()).toBe('250 USDT')
    // The service contract, masked, with its full address in the title.
    const to = valueOf(sheet, t('funds.pay.paidTo')).locator('bdi')
    expect(await to.getAttribute('title')).toBe(SERVICE)
    expect(await to.innerText()).toBe(maskMiddle(SERVICE))
    return sheet
  }

  /** The payment's row in the wallet transactions list. */
  const paymentRow = (page: Page) =>
    page.getByRole('region', { name: t('funds.tx.title'), exact: true }).getByRole('listitem').filter({ hasText: t('funds.tx.kind.pay') })

  /** Wait until the wallet has sent `count` transactions to the node. */
  const sentCount = (wallet: TestWallet, count: number) => expect.poll(() => wallet.sent.length, { timeout: UI_TIMEOUT_MS, interval: 100 }).toBe(count)

  it('deposits 250 USDT from the wallet: real tokens to the contract, credited after 2 confirmations', async () => {
    const { page, errors, wallet, reports } = await openDeposit()
    const before = await balanceOf(wallet.address)
    expect(before).toBe(usdt('10000'))

    const sheet = await pay250(page)
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
    expect(await balanceOf(SERVICE)).toBe(usdt('250'))
    expect(await balanceOf(wallet.address)).toBe(before - usdt('250'))
    expect(await allowanceOf(wallet.address)).toBe(0n)

    // Not credited yet; the second confirmation credits it, seen on the open page without a reload.
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,000', { exact: true }))
    await wallet.mine(1)
    await expectVisible(available(page).getByText('10,250', { exact: true }))
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
    expect(await balanceOf(wallet.address)).toBe(usdt('10000'))
    expect(await balanceOf(SERVICE)).toBe(0n)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(await page.getByRole('region', { name: t('funds.tx.title'), exact: true }).count()).toBe(0)

    await backToAssets(page)
    await expectVisible(available(page).getByText('10,000', { exact: true }))
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
    expect(await balanceOf(SERVICE)).toBe(usdt('250'))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    await backToAssets(page)
    await expectVisible(available(page).getByText('10,250', { exact: true }))
    expect(reports).toHaveLength(1)
    expect(new URLSearchParams(reports[0]).get('txHash')).toBe(wallet.sent[1])
    expectNoErrors(errors)
  })
})

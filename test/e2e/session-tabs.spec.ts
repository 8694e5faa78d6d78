import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { collectErrors, expectHidden, expectNoErrors, expectPath, expectVisible, openApp, resetMockBackend, useBrowser } from './browser'
import { connectButton, en, pressConnect, walletChip } from './fixtures/app'
import { installTestWallet, type TestWallet } from './fixtures/test-wallet'

// Issue 47, one session across tabs: two tabs of one browser share the session (localStorage `map`).
// A login in one shows in the other, and a disconnect or a 500 in one ends it in both, without a
// reload.

const { newPage } = useBrowser()

interface Tabs {
  a: Page
  b: Page
  wallet: TestWallet
  errors: { a: string[]; b: string[] }
}

/** Tab A on /home, and tab B opened beside it in the same browser (one localStorage), on /home too; nobody connected. */
async function twoTabs(): Promise<Tabs> {
  const { context, page: a, errors } = await newPage()
  const wallet = await installTestWallet(a)
  await openApp(a, '/home')
  // Opened after A's first load, B finds in the shared storage the language and the stopped mock
  // clock that A's set-up put there.
  const b = await context.newPage()
  const errorsB = collectErrors(b)
  await installTestWallet(b)
  await openApp(b, '/home')
  // A wallet lets a site it has let in see its account in every tab (the test wallet is one per
  // page): B's account check, should one run, then finds the same account.
  await b.evaluate(() => (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } }).ethereum.request({ method: 'eth_requestAccounts' }))
  await expectVisible(connectButton(b))
  return { a, b, wallet, errors: { a: errors, b: errorsB } }
}

/** Connect in tab A, and see tab B connected as well, B's page marked to tell a reload later. */
async function connectInA({ a, b, wallet }: Tabs): Promise<void> {
  await b.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await pressConnect(a, wallet)
  await expectVisible(walletChip(b, wallet.address))
}

/** Tab B was never reloaded: what it showed came to it in the page it had. */
async function expectSameDocument(b: Page): Promise<void> {
  expect(await b.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
}

/** The tab shows nobody connected. */
async function expectNotConnected(page: Page, wallet: TestWallet): Promise<void> {
  await expectVisible(connectButton(page))
  await expectHidden(walletChip(page, wallet.address))
}

describe('one session across tabs', () => {
  it('a login in one tab shows in the other, and a disconnect in one ends the session in both', async () => {
    const tabs = await twoTabs()
    const { a, b, wallet } = tabs
    await connectInA(tabs)

    await walletChip(a, wallet.address).click()
    await expectPath(a, '/my')
    await a.getByRole('button', { name: en('wallet.disconnect'), exact: true }).click()
    await a.getByRole('dialog', { name: en('wallet.disconnect') }).getByRole('button', { name: en('wallet.disconnect'), exact: true }).click()

    // Together: the message is a toast, there for a few seconds.
    await Promise.all([expectVisible(b.getByText(en('wallet.disconnected'))), expectNotConnected(b, wallet), expectNotConnected(a, wallet)])
    await expectSameDocument(b)
    expectNoErrors(tabs.errors.a)
    expectNoErrors(tabs.errors.b)
  })

  it('a 500 in one tab ends the session in both, and both say it expired', async () => {
    const tabs = await twoTabs()
    const { a, b, wallet } = tabs
    await connectInA(tabs)
    // The backend forgets every session (mock control, from A: the dev mock answers in the page that
    // asks): A's next call with the token answers 500.
    await resetMockBackend(a)

    // /my asks for the account (10003): 500, and A is signed out.
    await walletChip(a, wallet.address).click()

    await Promise.all([
      expectVisible(a.getByText(en('common.error.sessionExpired'))),
      // The other tab says why, as this one does: not "disconnected".
      expectVisible(b.getByText(en('common.error.sessionExpired'))),
      expectNotConnected(a, wallet),
      expectNotConnected(b, wallet),
    ])
    await expectSameDocument(b)
    expectNoErrors(tabs.errors.a)
    expectNoErrors(tabs.errors.b)
  })
})

import { render } from '@testing-library/react'
import { Wallet } from 'ethers'
import { createAppRouter } from '@/app/router'
import { RouterProvider } from '@/shared/router'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { initI18n } from '@/shared/i18n/i18n'
import type { LanguageCode } from '@/shared/i18n/languages'
import { startSession } from '@/shared/stores/session-lifecycle'
import { useSessionStore } from '@/shared/stores/session-store'

/** A fixed test key: the same wallet address on every run. */
export const testWallet = new Wallet('0x' + '5a'.repeat(32))
/** A second fixed wallet, for switching accounts. */
export const otherWallet = new Wallet('0x' + '6b'.repeat(32))
/** testWallet's and otherWallet's keys as TRON accounts, their addresses as tronweb writes them (TronWeb.address.fromPrivateKey). */
export const tronTestAccount = { wallet: testWallet, address: 'TRHc3URP21ris9tSfBBJFpe2bBMMNcKKHi' }
export const tronOtherAccount = { wallet: otherWallet, address: 'TPWpeMyJmLztbBsg9FWzMyQ7Sawps4FWcD' }
/** A third fixed wallet, for an invitation line of three users. */
export const thirdWallet = new Wallet('0x' + '7c'.repeat(32))

/** Render the real app routes at `url`, in English unless told otherwise, against the MSW mock backend. */
export async function renderApp(url: string, language: LanguageCode = 'en') {
  await initI18n(language)
  useSessionStore.setState({ language })
  const router = createAppRouter([url])
  const view = render(<RouterProvider router={router} />)
  return { ...view, router }
}

/** Log in through the mock backend as the app does: sign `DAPP` with a real key, call 10002, keep the session. */
export async function loginAs(wallet: Wallet = testWallet, inviteCode?: string) {
  const signature = await wallet.signMessage(LOGIN_MESSAGE)
  const data = await rpc(RPC.login, {
    address: wallet.address,
    signature,
    ...(inviteCode ? { code: inviteCode } : {}),
  })
  startSession({ address: wallet.address, token: data.token, info: data.info, user: data.user, walletType: 'metamask' })
  return data
}

/** A value as an Arabic sentence holds it: bidi-isolated (the Arabic strings wrap every placeholder: test/locales.test.ts). */
export const isolated = (value: string | number): string => `\u2068${value}\u2069`

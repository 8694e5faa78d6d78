import { isInstalledApp } from './deep-links'
import { announcedWallet, presentProvider, trustProvider, type Eip1193Provider, type WalletChoice } from './provider'

// Looking for the injected wallet(s): loaded when the user connects (and by the account watch after
// the first paint), not with the first screen.

export type Platform = 'android' | 'ios' | 'other'

/** How long a Trust-Wallet-style in-app browser may take to inject its provider. */
export const WALLET_INIT_TIMEOUT_MS = 3000
const ANNOUNCE_WINDOW_MS = 150

export function detectPlatform(userAgent: string = navigator.userAgent): Platform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && navigator.maxTouchPoints > 1)) return 'ios'
  return 'other'
}

export function isMobile(userAgent: string = navigator.userAgent): boolean {
  return detectPlatform(userAgent) !== 'other' || /mobile/i.test(userAgent)
}

/** EIP-6963: every installed wallet announces itself when asked. */
function discoverAnnounced(): Promise<WalletChoice[]> {
  return new Promise((resolve) => {
    const found = new Map<string, WalletChoice>()
    const onAnnounce = (event: Event) => {
      const announced = announcedWallet(event)
      if (announced) found.set(announced.uuid, announced.choice)
    }
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      resolve([...found.values()])
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    const timer = setTimeout(done, ANNOUNCE_WINDOW_MS)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  })
}

/** Wait for a late injection (Trust Wallet fires `ethereum#initialized`), at most `timeoutMs`. */
function waitForInjection(timeoutMs: number): Promise<Eip1193Provider | undefined> {
  return new Promise((resolve) => {
    const now = presentProvider()
    if (now) return resolve(now)
    const done = () => {
      clearInterval(poll)
      clearTimeout(timer)
      window.removeEventListener('ethereum#initialized', done)
      window.removeEventListener('trustwallet#initialized', done)
      resolve(presentProvider())
    }
    window.addEventListener('ethereum#initialized', done, { once: true })
    window.addEventListener('trustwallet#initialized', done, { once: true })
    const poll = setInterval(() => {
      if (presentProvider()) done()
    }, 100)
    const timer = setTimeout(done, timeoutMs)
  })
}

/**
 * Inside a wallet's own browser, whose provider may still be initialising: a wallet names itself in
 * its user agent (Trust, MetaMask Mobile, Coinbase, TokenPocket, imToken, OKX, Bitget, SafePal,
 * TronLink...), and an in-app browser is a web view (Android's "; wv)", an iOS WebKit view without
 * "Safari"). A phone's own browser is neither: no wallet will appear there, however long one waits;
 * nor in the installed app (its iOS web view has no "Safari" either: findWallets asks isInstalledApp).
 */
export function isWalletBrowser(userAgent: string = navigator.userAgent): boolean {
  if (/\b(Trust|TrustWallet|MetaMaskMobile|CoinbaseWallet|TokenPocket|imToken|OKApp|OKEx|BitKeep|Bitget|SafePal|MathWallet|TronLink)\b/i.test(userAgent)) return true
  if (/android/i.test(userAgent) && /;\s*wv\)/.test(userAgent)) return true
  return /iphone|ipad|ipod/i.test(userAgent) && /AppleWebKit/i.test(userAgent) && !/Safari/i.test(userAgent)
}

/**
 * The wallets to connect with: several when EIP-6963 announces more than one (the user picks),
 * one when a single provider is injected, none when nothing appears. Only inside a wallet's browser
 * is a late injection waited for (up to WALLET_INIT_TIMEOUT_MS); elsewhere the answer comes at once.
 */
export async function findWallets(timeoutMs = isWalletBrowser() && !isInstalledApp() ? WALLET_INIT_TIMEOUT_MS : 0): Promise<WalletChoice[]> {
  const announced = await discoverAnnounced()
  if (announced.length > 1) return announced
  const provider = announced[0]?.provider ?? (await waitForInjection(timeoutMs))
  if (!provider) return []
  const trust = provider === trustProvider()
  return [{ id: trust ? 'trustwallet' : 'injected', name: trust ? 'Trust Wallet' : (announced[0]?.name ?? 'Wallet'), provider }]
}

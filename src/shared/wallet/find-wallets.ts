import { isInstalledApp } from './deep-links'
import { announcedWallet, presentProvider, trustProvider, type WalletChoice } from './provider'
import { presentTronWallet, tronWalletOf } from './tron-wallet'

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

type TronAnnouncement = { info?: { uuid?: string; name?: string; icon?: string; rdns?: string }; provider?: Parameters<typeof tronWalletOf>[0] }

/** A TIP-6963 announcement (TRON's EIP-6963) as a wallet choice; undefined without a provider or a uuid. */
function announcedTronWallet(event: Event): { uuid: string; choice: WalletChoice } | undefined {
  const { info, provider } = ((event as CustomEvent).detail ?? {}) as TronAnnouncement
  if (typeof provider?.request !== 'function' || !info?.uuid) return undefined
  const icon = info.icon?.startsWith('data:image/') ? info.icon : undefined
  return { uuid: info.uuid, choice: { id: info.rdns ?? info.uuid, name: info.name ?? 'TRON wallet', icon, tron: tronWalletOf(provider) } }
}

/** EIP-6963 and TIP-6963 (its TRON twin): every installed wallet announces itself when asked. */
function discoverAnnounced(): Promise<{ evm: WalletChoice[]; tron: WalletChoice[] }> {
  return new Promise((resolve) => {
    const evm = new Map<string, WalletChoice>()
    const tron = new Map<string, WalletChoice>()
    const onAnnounce = (event: Event) => {
      const announced = announcedWallet(event)
      if (announced) evm.set(announced.uuid, announced.choice)
    }
    const onTronAnnounce = (event: Event) => {
      const announced = announcedTronWallet(event)
      if (announced) tron.set(announced.uuid, announced.choice)
    }
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      window.removeEventListener('TIP6963:announceProvider', onTronAnnounce)
      resolve({ evm: [...evm.values()], tron: [...tron.values()] })
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.addEventListener('TIP6963:announceProvider', onTronAnnounce)
    const timer = setTimeout(done, ANNOUNCE_WINDOW_MS)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('TIP6963:requestProvider'))
  })
}

const anyWalletPresent = () => Boolean(presentProvider() ?? presentTronWallet())

/** Wait for a late injection of either kind (Trust Wallet fires `ethereum#initialized`, TronLink `tronLink#initialized`), at most `timeoutMs`. */
function waitForInjection(timeoutMs: number): Promise<void> {
  const events = ['ethereum#initialized', 'trustwallet#initialized', 'tronLink#initialized']
  return new Promise((resolve) => {
    if (anyWalletPresent()) return resolve()
    const done = () => {
      clearInterval(poll)
      clearTimeout(timer)
      events.forEach((name) => window.removeEventListener(name, done))
      resolve()
    }
    events.forEach((name) => window.addEventListener(name, done, { once: true }))
    const poll = setInterval(() => {
      if (anyWalletPresent()) done()
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
 * The wallets to connect with, EVM ones first, then TRON ones: several when EIP-6963 / TIP-6963
 * announce them, or an EVM and a TRON one are both injected (the user picks); one when a single
 * wallet is there; none when nothing appears. Only inside a wallet's browser is a late injection
 * waited for (up to WALLET_INIT_TIMEOUT_MS); elsewhere the answer comes at once.
 */
export async function findWallets(timeoutMs = isWalletBrowser() && !isInstalledApp() ? WALLET_INIT_TIMEOUT_MS : 0): Promise<WalletChoice[]> {
  const announced = await discoverAnnounced()
  if (announced.evm.length + announced.tron.length === 0) await waitForInjection(timeoutMs)
  return [...evmWallets(announced.evm), ...(announced.tron.length > 0 ? announced.tron : tronWallets())]
}

/** Several announced EVM wallets as they are; a single one (announced or injected) as the page's injected wallet. */
function evmWallets(announced: WalletChoice[]): WalletChoice[] {
  if (announced.length > 1) return announced
  const single = announced[0]
  const provider = single && 'provider' in single ? single.provider : presentProvider()
  if (!provider) return []
  const trust = provider === trustProvider()
  return [{ id: trust ? 'trustwallet' : 'injected', name: trust ? 'Trust Wallet' : (single?.name ?? 'Wallet'), icon: single?.icon, provider }]
}

function tronWallets(): WalletChoice[] {
  const found = presentTronWallet()
  return found ? [{ id: found.id, name: found.name, tron: found.wallet }] : []
}

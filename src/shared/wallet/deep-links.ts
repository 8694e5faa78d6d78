// Open the current page inside a wallet's in-app browser, where a provider is injected.

export function metaMaskDeepLink(pageUrl: string): string {
  const url = new URL(pageUrl)
  return `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}`
}

export function trustWalletDeepLink(pageUrl: string): string {
  return `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}`
}

/** TronLink's own scheme: its JSON `param` asks the app to open the page in its DApp browser. */
export function tronLinkDeepLink(pageUrl: string): string {
  const param = { url: pageUrl, action: 'open', protocol: 'tronlink', version: '1.0' }
  return `tronlinkoutside://pull.activity?param=${encodeURIComponent(JSON.stringify(param))}`
}

/**
 * Opened from the home screen (the installed app): no wallet injects itself there, so, as on a
 * phone's browser, the way to a wallet is its in-app browser.
 */
export function isInstalledApp(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

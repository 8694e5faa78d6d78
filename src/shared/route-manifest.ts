import type { StringArea } from './i18n/area-strings'

// Every route of the app, one entry each: plain data that the paths (paths.ts), the router and its
// guard, the tab bar, the build's deep-link preloads (vite.config.ts) and `npm run bench:bytes` all
// read. Adding a route is one entry here and one page file: `page: 'funds/withdraw'` is
// src/features/funds/pages/withdraw-page.tsx, whose default export is the page. A page file with no
// entry, or an entry with no file, fails route-manifest.test.ts. Relative imports only: the build
// config imports this file without the `@/` alias.

export type TabId = 'home' | 'mining' | 'ido' | 'ecology' | 'my'

export interface AppRoute {
  path: string
  /** `feature/name`: the page module src/features/<feature>/pages/<name>-page.tsx. */
  page: `${string}/${string}`
  /** The i18n key of the page title (top bar and document title). */
  titleKey: string
  requiresLogin: boolean
  /** Pages under a footer tab show the tab bar; the others show a top bar with back. */
  tab?: TabId
  /**
   * The string areas (locales/<area>/) the page shows beyond the first load: they load beside the
   * page's code, and the page renders once both are there.
   */
  areas: readonly StringArea[]
}

// Spec section 2, and the screens it names without routes.
export const ROUTE_MANIFEST = {
  home: { path: '/home', page: 'home/home', titleKey: 'nav.home', requiresLogin: false, tab: 'home', areas: [] },
  miningMall: { path: '/miningMachine/miningMachineMall', page: 'mining/mall', titleKey: 'page.miningMall', requiresLogin: false, tab: 'mining', areas: ['mining'] },
  myMiningMachine: { path: '/miningMachine/myMiningMachine', page: 'mining/my-machines', titleKey: 'page.myMiningMachine', requiresLogin: true, tab: 'mining', areas: ['mining'] },
  miningRigDetails: { path: '/miningRigDetails', page: 'mining/machine-detail', titleKey: 'page.miningRigDetails', requiresLogin: false, areas: ['mining'] },
  miningIncome: { path: '/miningIncome', page: 'mining/mining-income', titleKey: 'page.miningIncome', requiresLogin: true, areas: ['mining'] },
  jointVenture: { path: '/jointVenture', page: 'mining/joint-venture', titleKey: 'page.jointVenture', requiresLogin: true, areas: ['mining'] },
  share: { path: '/share', page: 'mining/share', titleKey: 'page.share', requiresLogin: true, areas: ['mining'] },
  idoAboutStart: { path: '/ido/aboutStart', page: 'ido/about-start', titleKey: 'page.idoAboutStart', requiresLogin: false, tab: 'ido', areas: ['ido'] },
  idoInProgress: { path: '/ido/inProgress', page: 'ido/in-progress', titleKey: 'page.idoInProgress', requiresLogin: false, tab: 'ido', areas: ['ido'] },
  idoPosition: { path: '/ido/position', page: 'ido/positions', titleKey: 'page.idoPosition', requiresLogin: true, tab: 'ido', areas: ['ido'] },
  idoOver: { path: '/ido/over', page: 'ido/over', titleKey: 'page.idoOver', requiresLogin: true, tab: 'ido', areas: ['ido'] },
  ecology: { path: '/ecology', page: 'home/ecology', titleKey: 'nav.ecology', requiresLogin: false, tab: 'ecology', areas: ['ecology'] },
  staking: { path: '/staking', page: 'staking/staking', titleKey: 'page.staking', requiresLogin: true, areas: ['staking'] },
  stakingRecord: { path: '/stakingRecord', page: 'staking/staking-record', titleKey: 'page.stakingRecord', requiresLogin: true, areas: ['staking'] },
  flashExchange: { path: '/flashExchange', page: 'exchange/flash-exchange', titleKey: 'page.flashExchange', requiresLogin: true, areas: ['exchange'] },
  flashRedemptionRecord: { path: '/flashRedemptionRecord', page: 'exchange/flash-record', titleKey: 'page.flashRedemptionRecord', requiresLogin: true, areas: ['exchange'] },
  marketPrices: { path: '/marketPrices', page: 'market/market-prices', titleKey: 'page.marketPrices', requiresLogin: false, areas: ['market'] },
  exMarketPrices: { path: '/exMarketPrices', page: 'market/ex-market-prices', titleKey: 'page.exMarketPrices', requiresLogin: false, areas: ['market'] },
  marketChart: { path: '/marketChart', page: 'market/chart', titleKey: 'page.marketChart', requiresLogin: false, areas: ['market'] },
  trade: { path: '/trade', page: 'trading/trade', titleKey: 'page.trade', requiresLogin: false, areas: ['trade', 'market'] },
  recharge: { path: '/recharge', page: 'funds/recharge', titleKey: 'page.recharge', requiresLogin: false, areas: ['funds'] },
  rechargeRecord: { path: '/rechargeRecord', page: 'funds/recharge-record', titleKey: 'page.rechargeRecord', requiresLogin: false, areas: ['funds'] },
  withdraw: { path: '/withdraw', page: 'funds/withdraw', titleKey: 'page.withdraw', requiresLogin: true, areas: ['funds'] },
  withdrawRecord: { path: '/withdrawRecord', page: 'funds/withdraw-record', titleKey: 'page.withdrawRecord', requiresLogin: true, areas: ['funds'] },
  withdrawalDetails: { path: '/withdrawalDetails', page: 'funds/withdrawal-details', titleKey: 'page.withdrawalDetails', requiresLogin: true, areas: ['funds'] },
  addressBook: { path: '/addressBook', page: 'funds/address-book', titleKey: 'page.addressBook', requiresLogin: true, areas: ['addressBook'] },
  assets: { path: '/assets', page: 'funds/assets', titleKey: 'page.assets', requiresLogin: true, areas: ['funds'] },
  finance: { path: '/finance', page: 'funds/finance', titleKey: 'page.finance', requiresLogin: true, areas: ['funds'] },
  earningsRecord: { path: '/earningsRecord', page: 'funds/earnings-record', titleKey: 'page.earningsRecord', requiresLogin: true, areas: ['funds'] },
  inviteMining: { path: '/inviteMining', page: 'invite/invite-mining', titleKey: 'page.inviteMining', requiresLogin: true, areas: ['invite', 'account'] },
  myQrCode: { path: '/myQrCode', page: 'invite/my-qr-code', titleKey: 'page.myQrCode', requiresLogin: true, areas: ['invite', 'account'] },
  news: { path: '/news', page: 'news/news', titleKey: 'page.news', requiresLogin: false, areas: [] },
  newsDetail: { path: '/newsDetail', page: 'news/news-detail', titleKey: 'page.newsDetail', requiresLogin: false, areas: [] },
  contactUs: { path: '/contactUs', page: 'account/contact-us', titleKey: 'page.contactUs', requiresLogin: false, areas: ['account'] },
  my: { path: '/my', page: 'account/my', titleKey: 'nav.my', requiresLogin: true, tab: 'my', areas: ['account', 'funds'] },
} as const satisfies Record<string, AppRoute>

export const ROUTES: readonly AppRoute[] = Object.values(ROUTE_MANIFEST)

/** The page module of a route, as a path from the project root. */
export function pageModule(route: Pick<AppRoute, 'page'>): `/src/features/${string}-page.tsx` {
  const [feature, name] = route.page.split('/')
  return `/src/features/${feature}/pages/${name}-page.tsx`
}

/** Every page but the landing asks for data in its first render. */
export const asksForData = (route: Pick<AppRoute, 'path'>): boolean => route.path !== ROUTE_MANIFEST.home.path

export const TABS: readonly { id: TabId; path: string; labelKey: string }[] = [
  { id: 'home', path: ROUTE_MANIFEST.home.path, labelKey: 'nav.home' },
  { id: 'mining', path: ROUTE_MANIFEST.miningMall.path, labelKey: 'nav.mining' },
  { id: 'ido', path: ROUTE_MANIFEST.idoAboutStart.path, labelKey: 'nav.ido' },
  { id: 'ecology', path: ROUTE_MANIFEST.ecology.path, labelKey: 'nav.ecology' },
  { id: 'my', path: ROUTE_MANIFEST.my.path, labelKey: 'nav.my' },
]

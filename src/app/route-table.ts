import type { ComponentType } from 'react'
import type { StringArea } from '@/shared/i18n/area-strings'
import { PATHS } from '@/shared/paths'

export type TabId = 'home' | 'mining' | 'ido' | 'ecology' | 'my'

export type PageModule = { default: ComponentType }

export interface AppRoute {
  path: string
  /** The i18n key of the page title (top bar and document title). */
  titleKey: string
  requiresLogin: boolean
  /** Pages under a footer tab show the tab bar; the others show a top bar with back. */
  tab?: TabId
  /**
   * The page shows money or dates: decimal.js and dayjs load beside its code, and a skeleton stands
   * in until they are here (router.tsx). route-libraries.test.ts keeps this equal to the page's imports.
   */
  needsLibraries?: true
  /**
   * The string areas (locales/<area>/) the page shows beyond the first load: the router fetches
   * them beside the page's code, and the page renders once both are there.
   */
  areas: readonly StringArea[]
  load: () => Promise<PageModule>
}

/** Every page but the landing asks for data in its first render: the router loads the query client with its code. */
export const asksForData = (route: Pick<AppRoute, 'path'>): boolean => route.path !== PATHS.home

// The whole route table: spec section 2 plus the screens it names without routes.
// A new route or page module goes into route-manifest.ts too (the build preloads from it; its test
// fails until it does). The imports stay static strings here: Vite splits each page into its own chunk.
export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.home, titleKey: 'nav.home', requiresLogin: false, tab: 'home', areas: [], load: () => import('@/features/home/pages/home-page') },
  { path: PATHS.miningMall, titleKey: 'page.miningMall', requiresLogin: false, tab: 'mining', areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/mall-page') },
  { path: PATHS.myMiningMachine, titleKey: 'page.myMiningMachine', requiresLogin: true, tab: 'mining', areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/my-machines-page') },
  { path: PATHS.miningRigDetails, titleKey: 'page.miningRigDetails', requiresLogin: false, areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/machine-detail-page') },
  { path: PATHS.miningIncome, titleKey: 'page.miningIncome', requiresLogin: true, areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/mining-income-page') },
  { path: PATHS.jointVenture, titleKey: 'page.jointVenture', requiresLogin: true, areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/joint-venture-page') },
  { path: PATHS.share, titleKey: 'page.share', requiresLogin: true, areas: ['mining'], needsLibraries: true, load: () => import('@/features/mining/pages/share-page') },
  { path: PATHS.idoAboutStart, titleKey: 'page.idoAboutStart', requiresLogin: false, tab: 'ido', areas: ['ido'], needsLibraries: true, load: () => import('@/features/ido/pages/about-start-page') },
  { path: PATHS.idoInProgress, titleKey: 'page.idoInProgress', requiresLogin: false, tab: 'ido', areas: ['ido'], needsLibraries: true, load: () => import('@/features/ido/pages/in-progress-page') },
  { path: PATHS.idoPosition, titleKey: 'page.idoPosition', requiresLogin: true, tab: 'ido', areas: ['ido'], needsLibraries: true, load: () => import('@/features/ido/pages/positions-page') },
  { path: PATHS.idoOver, titleKey: 'page.idoOver', requiresLogin: true, tab: 'ido', areas: ['ido'], needsLibraries: true, load: () => import('@/features/ido/pages/over-page') },
  { path: PATHS.ecology, titleKey: 'nav.ecology', requiresLogin: false, tab: 'ecology', areas: ['ecology'], needsLibraries: true, load: () => import('@/features/home/pages/ecology-page') },
  { path: PATHS.staking, titleKey: 'page.staking', requiresLogin: true, areas: ['staking'], needsLibraries: true, load: () => import('@/features/staking/pages/staking-page') },
  { path: PATHS.stakingRecord, titleKey: 'page.stakingRecord', requiresLogin: true, areas: ['staking'], needsLibraries: true, load: () => import('@/features/staking/pages/staking-record-page') },
  { path: PATHS.flashExchange, titleKey: 'page.flashExchange', requiresLogin: true, areas: ['exchange'], needsLibraries: true, load: () => import('@/features/exchange/pages/flash-exchange-page') },
  { path: PATHS.flashRedemptionRecord, titleKey: 'page.flashRedemptionRecord', requiresLogin: true, areas: ['exchange'], needsLibraries: true, load: () => import('@/features/exchange/pages/flash-record-page') },
  { path: PATHS.marketPrices, titleKey: 'page.marketPrices', requiresLogin: false, areas: ['market'], load: () => import('@/features/market/pages/market-prices-page') },
  { path: PATHS.exMarketPrices, titleKey: 'page.exMarketPrices', requiresLogin: false, areas: ['market'], load: () => import('@/features/market/pages/ex-market-prices-page') },
  { path: PATHS.marketChart, titleKey: 'page.marketChart', requiresLogin: false, areas: ['market'], load: () => import('@/features/market/pages/chart-page') },
  { path: PATHS.trade, titleKey: 'page.trade', requiresLogin: false, areas: ['trade', 'market'], needsLibraries: true, load: () => import('@/features/trading/pages/trade-page') },
  { path: PATHS.recharge, titleKey: 'page.recharge', requiresLogin: false, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/recharge-page') },
  { path: PATHS.rechargeRecord, titleKey: 'page.rechargeRecord', requiresLogin: false, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/recharge-record-page') },
  { path: PATHS.withdraw, titleKey: 'page.withdraw', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/withdraw-page') },
  { path: PATHS.withdrawRecord, titleKey: 'page.withdrawRecord', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/withdraw-record-page') },
  { path: PATHS.withdrawalDetails, titleKey: 'page.withdrawalDetails', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/withdrawal-details-page') },
  { path: PATHS.addressBook, titleKey: 'page.addressBook', requiresLogin: true, areas: ['addressBook'], needsLibraries: true, load: () => import('@/features/funds/pages/address-book-page') },
  { path: PATHS.assets, titleKey: 'page.assets', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/assets-page') },
  { path: PATHS.finance, titleKey: 'page.finance', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/finance-page') },
  { path: PATHS.earningsRecord, titleKey: 'page.earningsRecord', requiresLogin: true, areas: ['funds'], needsLibraries: true, load: () => import('@/features/funds/pages/earnings-record-page') },
  { path: PATHS.inviteMining, titleKey: 'page.inviteMining', requiresLogin: true, areas: ['invite', 'account'], needsLibraries: true, load: () => import('@/features/invite/pages/invite-mining-page') },
  { path: PATHS.myQrCode, titleKey: 'page.myQrCode', requiresLogin: true, areas: ['invite', 'account'], load: () => import('@/features/invite/pages/my-qr-code-page') },
  { path: PATHS.news, titleKey: 'page.news', requiresLogin: false, areas: [], needsLibraries: true, load: () => import('@/features/news/pages/news-page') },
  { path: PATHS.newsDetail, titleKey: 'page.newsDetail', requiresLogin: false, areas: [], needsLibraries: true, load: () => import('@/features/news/pages/news-detail-page') },
  { path: PATHS.contactUs, titleKey: 'page.contactUs', requiresLogin: false, areas: ['account'], load: () => import('@/features/account/pages/contact-us-page') },
  { path: PATHS.my, titleKey: 'nav.my', requiresLogin: true, tab: 'my', areas: ['account', 'funds'], needsLibraries: true, load: () => import('@/features/account/pages/my-page') },
]

export const TABS: readonly { id: TabId; path: string; labelKey: string }[] = [
  { id: 'home', path: PATHS.home, labelKey: 'nav.home' },
  { id: 'mining', path: PATHS.miningMall, labelKey: 'nav.mining' },
  { id: 'ido', path: PATHS.idoAboutStart, labelKey: 'nav.ido' },
  { id: 'ecology', path: PATHS.ecology, labelKey: 'nav.ecology' },
  { id: 'my', path: PATHS.my, labelKey: 'nav.my' },
]

import { PATHS } from '../shared/paths'

// Route path → the page module it loads, as a path from the project root. Plain data, no React and
// no lazy imports, so the build (vite.config.ts: the landing page, deep-link preloads) imports it as
// it is instead of reading the route table's source. The route table keeps its own static
// `import()` calls, which Vite needs to split each page into its own chunk; route-manifest.test.ts
// fails when the two disagree. Relative import: the config is bundled without the `@/` alias.
export const ROUTE_MODULES: Readonly<Record<string, `/src/${string}.tsx`>> = {
  [PATHS.home]: '/src/features/home/pages/home-page.tsx',
  [PATHS.miningMall]: '/src/features/mining/pages/mall-page.tsx',
  [PATHS.myMiningMachine]: '/src/features/mining/pages/my-machines-page.tsx',
  [PATHS.miningRigDetails]: '/src/features/mining/pages/machine-detail-page.tsx',
  [PATHS.miningIncome]: '/src/features/mining/pages/mining-income-page.tsx',
  [PATHS.jointVenture]: '/src/features/mining/pages/joint-venture-page.tsx',
  [PATHS.share]: '/src/features/mining/pages/share-page.tsx',
  [PATHS.idoAboutStart]: '/src/features/ido/pages/about-start-page.tsx',
  [PATHS.idoInProgress]: '/src/features/ido/pages/in-progress-page.tsx',
  [PATHS.idoPosition]: '/src/features/ido/pages/positions-page.tsx',
  [PATHS.idoOver]: '/src/features/ido/pages/over-page.tsx',
  [PATHS.ecology]: '/src/features/home/pages/ecology-page.tsx',
  [PATHS.staking]: '/src/features/staking/pages/staking-page.tsx',
  [PATHS.stakingRecord]: '/src/features/staking/pages/staking-record-page.tsx',
  [PATHS.flashExchange]: '/src/features/exchange/pages/flash-exchange-page.tsx',
  [PATHS.flashRedemptionRecord]: '/src/features/exchange/pages/flash-record-page.tsx',
  [PATHS.marketPrices]: '/src/features/market/pages/market-prices-page.tsx',
  [PATHS.exMarketPrices]: '/src/features/market/pages/ex-market-prices-page.tsx',
  [PATHS.marketChart]: '/src/features/market/pages/chart-page.tsx',
  [PATHS.trade]: '/src/features/trading/pages/trade-page.tsx',
  [PATHS.recharge]: '/src/features/funds/pages/recharge-page.tsx',
  [PATHS.rechargeRecord]: '/src/features/funds/pages/recharge-record-page.tsx',
  [PATHS.withdraw]: '/src/features/funds/pages/withdraw-page.tsx',
  [PATHS.withdrawRecord]: '/src/features/funds/pages/withdraw-record-page.tsx',
  [PATHS.withdrawalDetails]: '/src/features/funds/pages/withdrawal-details-page.tsx',
  [PATHS.addressBook]: '/src/features/funds/pages/address-book-page.tsx',
  [PATHS.assets]: '/src/features/funds/pages/assets-page.tsx',
  [PATHS.finance]: '/src/features/funds/pages/finance-page.tsx',
  [PATHS.earningsRecord]: '/src/features/funds/pages/earnings-record-page.tsx',
  [PATHS.inviteMining]: '/src/features/invite/pages/invite-mining-page.tsx',
  [PATHS.myQrCode]: '/src/features/invite/pages/my-qr-code-page.tsx',
  [PATHS.news]: '/src/features/news/pages/news-page.tsx',
  [PATHS.newsDetail]: '/src/features/news/pages/news-detail-page.tsx',
  [PATHS.contactUs]: '/src/features/account/pages/contact-us-page.tsx',
  [PATHS.my]: '/src/features/account/pages/my-page.tsx',
}

/**
 * What a deep link to each route downloads beside its page module before the page renders: the
 * string areas the route lists and, for a page that shows money or dates, decimal.js and dayjs
 * (`libraries`). The build preloads them (src/build/preload-route.ts); route-manifest.test.ts keeps
 * this equal to the route table's `areas` and `needsLibraries`.
 */
export const ROUTE_BESIDE: Readonly<Record<string, { areas: readonly string[]; libraries: boolean }>> = {
  [PATHS.home]: { areas: [], libraries: false },
  [PATHS.miningMall]: { areas: ['mining'], libraries: true },
  [PATHS.myMiningMachine]: { areas: ['mining'], libraries: true },
  [PATHS.miningRigDetails]: { areas: ['mining'], libraries: true },
  [PATHS.miningIncome]: { areas: ['mining'], libraries: true },
  [PATHS.jointVenture]: { areas: ['mining'], libraries: true },
  [PATHS.share]: { areas: ['mining'], libraries: true },
  [PATHS.idoAboutStart]: { areas: ['ido'], libraries: true },
  [PATHS.idoInProgress]: { areas: ['ido'], libraries: true },
  [PATHS.idoPosition]: { areas: ['ido'], libraries: true },
  [PATHS.idoOver]: { areas: ['ido'], libraries: true },
  [PATHS.ecology]: { areas: ['ecology'], libraries: true },
  [PATHS.staking]: { areas: ['staking'], libraries: true },
  [PATHS.stakingRecord]: { areas: ['staking'], libraries: true },
  [PATHS.flashExchange]: { areas: ['exchange'], libraries: true },
  [PATHS.flashRedemptionRecord]: { areas: ['exchange'], libraries: true },
  [PATHS.marketPrices]: { areas: ['market'], libraries: false },
  [PATHS.exMarketPrices]: { areas: ['market'], libraries: false },
  [PATHS.marketChart]: { areas: ['market'], libraries: false },
  [PATHS.trade]: { areas: ['trade', 'market'], libraries: true },
  [PATHS.recharge]: { areas: ['funds'], libraries: true },
  [PATHS.rechargeRecord]: { areas: ['funds'], libraries: true },
  [PATHS.withdraw]: { areas: ['funds'], libraries: true },
  [PATHS.withdrawRecord]: { areas: ['funds'], libraries: true },
  [PATHS.withdrawalDetails]: { areas: ['funds'], libraries: true },
  [PATHS.addressBook]: { areas: ['addressBook'], libraries: true },
  [PATHS.assets]: { areas: ['funds'], libraries: true },
  [PATHS.finance]: { areas: ['funds'], libraries: true },
  [PATHS.earningsRecord]: { areas: ['funds'], libraries: true },
  [PATHS.inviteMining]: { areas: ['invite', 'account'], libraries: true },
  [PATHS.myQrCode]: { areas: ['invite', 'account'], libraries: false },
  [PATHS.news]: { areas: [], libraries: true },
  [PATHS.newsDetail]: { areas: [], libraries: true },
  [PATHS.contactUs]: { areas: ['account'], libraries: false },
  [PATHS.my]: { areas: ['account', 'funds'], libraries: true },
}

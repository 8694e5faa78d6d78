// Every URL of the app, spelled once.
export const PATHS = {
  root: '/',
  home: '/home',
  miningMall: '/miningMachine/miningMachineMall',
  myMiningMachine: '/miningMachine/myMiningMachine',
  miningRigDetails: '/miningRigDetails',
  miningIncome: '/miningIncome',
  jointVenture: '/jointVenture',
  share: '/share',
  idoAboutStart: '/ido/aboutStart',
  idoInProgress: '/ido/inProgress',
  idoPosition: '/ido/position',
  idoOver: '/ido/over',
  ecology: '/ecology',
  staking: '/staking',
  stakingRecord: '/stakingRecord',
  flashExchange: '/flashExchange',
  flashRedemptionRecord: '/flashRedemptionRecord',
  marketPrices: '/marketPrices',
  exMarketPrices: '/exMarketPrices',
  marketChart: '/marketChart',
  trade: '/trade',
  recharge: '/recharge',
  rechargeRecord: '/rechargeRecord',
  withdraw: '/withdraw',
  withdrawRecord: '/withdrawRecord',
  withdrawalDetails: '/withdrawalDetails',
  addressBook: '/addressBook',
  assets: '/assets',
  finance: '/finance',
  earningsRecord: '/earningsRecord',
  inviteMining: '/inviteMining',
  myQrCode: '/myQrCode',
  news: '/news',
  newsDetail: '/newsDetail',
  contactUs: '/contactUs',
  my: '/my',
} as const

export type AppPath = (typeof PATHS)[keyof typeof PATHS]

/** The invite code query parameter, kept on every redirect to home. */
export const INVITE_CODE_PARAM = 'code'

/** `/home`, carrying the invite `code` of the given search string when it has one. */
export function homeWithCode(search: string | URLSearchParams): string {
  const code = new URLSearchParams(search).get(INVITE_CODE_PARAM)
  return code ? `${PATHS.home}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}` : PATHS.home
}

/** One announcement's page. */
export function newsDetailPath(id: string): string {
  return `${PATHS.newsDetail}?${new URLSearchParams({ id })}`
}

/** One instrument's chart. */
export function marketChartPath(symbol: string): string {
  return `${PATHS.marketChart}?${new URLSearchParams({ symbol })}`
}

/** The order ticket, on one instrument and side when given. */
export function tradePath(symbol?: string, side?: 'buy' | 'sell'): string {
  const query = new URLSearchParams({ ...(symbol ? { symbol } : {}), ...(side ? { side } : {}) }).toString()
  return query ? `${PATHS.trade}?${query}` : PATHS.trade
}

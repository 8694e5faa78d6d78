import 'i18next'
import type en from '../../../locales/en.json'
import type enAccount from '../../../locales/account/en.json'
import type enAddressBook from '../../../locales/addressBook/en.json'
import type enDev from '../../../locales/dev/en.json'
import type enEcology from '../../../locales/ecology/en.json'
import type enExchange from '../../../locales/exchange/en.json'
import type enExport from '../../../locales/export/en.json'
import type enFunds from '../../../locales/funds/en.json'
import type enIdo from '../../../locales/ido/en.json'
import type enInvite from '../../../locales/invite/en.json'
import type enMarket from '../../../locales/market/en.json'
import type enMining from '../../../locales/mining/en.json'
import type enNames from '../../../locales/names/en.json'
import type enPwa from '../../../locales/pwa/en.json'
import type enStaking from '../../../locales/staking/en.json'
import type enTrade from '../../../locales/trade/en.json'
import type enWallet from '../../../locales/wallet/en.json'

// Every key, the first load's and each area's (locales/<area>/): one namespace, merged as areas load.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof en & typeof enAccount & typeof enAddressBook & typeof enDev & typeof enEcology & typeof enExchange & typeof enExport & typeof enFunds & typeof enIdo & typeof enInvite & typeof enMarket & typeof enMining & typeof enNames & typeof enPwa & typeof enStaking & typeof enTrade & typeof enWallet
    }
    keySeparator: false
    nsSeparator: false
  }
}

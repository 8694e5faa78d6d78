import 'i18next'
import type en from '../../../locales/en.json'
import type enAddressBook from '../../../locales/addressBook/en.json'
import type enExchange from '../../../locales/exchange/en.json'
import type enExport from '../../../locales/export/en.json'
import type enStaking from '../../../locales/staking/en.json'
import type enPwa from '../../../locales/pwa/en.json'
import type enWallet from '../../../locales/wallet/en.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en & typeof enWallet & typeof enExport & typeof enExchange & typeof enStaking & typeof enAddressBook & typeof enPwa }
    keySeparator: false
    nsSeparator: false
  }
}

import 'i18next'
import type en from '../../../locales/en.json'
import type enWallet from '../../../locales/wallet/en.json'
import type enAddressBook from '../../../locales/addressBook/en.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en & typeof enWallet & typeof enAddressBook }
    keySeparator: false
    nsSeparator: false
  }
}

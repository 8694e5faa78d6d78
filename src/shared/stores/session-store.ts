import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { DEFAULT_LANGUAGE, isLanguageCode, saveLanguage, savedLanguage, type LanguageCode } from '@/shared/i18n/languages'

export const SESSION_STORAGE_KEY = 'map'

/** The logged-in user as the login call returns it; `username` is the wallet address. */
export interface SessionUser {
  username: string
  [field: string]: unknown
}
export type SessionInfo = Record<string, unknown>
export type ChartType = 'candle_solid' | 'ohlc' | 'area' | 'time_sharing'
export type WalletType = 'metamask' | 'trustwallet' | 'injected'

/** Global configuration from the start-up call; `serviceContract` is the business contract address. */
export interface GlobalConfig {
  serviceContract?: string
  [field: string]: unknown
}

export interface SessionState {
  language: LanguageCode
  address: string
  token: string
  openType: boolean
  /** An empty list until login, as the spec's session keeps it. */
  user: SessionUser | []
  info: SessionInfo | []
  addressMap: Record<string, unknown>
  gameMap: Record<string, unknown>
  chartType: ChartType
  walletType: WalletType
  globalConfig: GlobalConfig
}

interface SessionActions {
  setLanguage: (language: LanguageCode) => void
  setAddress: (address: string) => void
  setToken: (token: string) => void
  setOpenType: (openType: boolean) => void
  setUser: (user: SessionUser | []) => void
  setInfo: (info: SessionInfo | []) => void
  setAddressMap: (addressMap: Record<string, unknown>) => void
  setGameMap: (gameMap: Record<string, unknown>) => void
  setChartType: (chartType: ChartType) => void
  setWalletType: (walletType: WalletType) => void
  setGlobalConfig: (globalConfig: GlobalConfig) => void
}

export type SessionStore = SessionState & SessionActions

const CHART_TYPES: readonly ChartType[] = ['candle_solid', 'ohlc', 'area', 'time_sharing']
const WALLET_TYPES: readonly WalletType[] = ['metamask', 'trustwallet', 'injected']

export function defaultSession(): SessionState {
  return {
    language: DEFAULT_LANGUAGE,
    address: '',
    token: '',
    openType: false,
    user: [],
    info: [],
    addressMap: {},
    gameMap: {},
    chartType: 'candle_solid',
    walletType: 'metamask',
    globalConfig: {},
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a stored value of each field must look like to be kept (the defaults are defaultSession()). */
const FIELD_CHECKS: { [K in keyof SessionState]: (value: unknown) => boolean } = {
  language: isLanguageCode,
  address: (v) => typeof v === 'string',
  token: (v) => typeof v === 'string',
  openType: (v) => typeof v === 'boolean',
  user: (v) => isRecord(v) && typeof v.username === 'string',
  info: isRecord,
  addressMap: isRecord,
  gameMap: isRecord,
  chartType: (v) => CHART_TYPES.includes(v as ChartType),
  walletType: (v) => WALLET_TYPES.includes(v as WalletType),
  globalConfig: isRecord,
}
const FIELDS = Object.keys(FIELD_CHECKS) as (keyof SessionState)[]

/** The session fields of `source`, each as it is there. */
function pickSession(source: SessionState): SessionState {
  return Object.fromEntries(FIELDS.map((field) => [field, source[field]])) as unknown as SessionState
}

/** Keep each stored field only when it has the right type; anything else falls back to its default. */
export function sanitizeSession(stored: unknown): SessionState {
  const defaults = defaultSession()
  if (!isRecord(stored)) return defaults
  return Object.fromEntries(FIELDS.map((field) => [field, FIELD_CHECKS[field](stored[field]) ? stored[field] : defaults[field]])) as unknown as SessionState
}

// localStorage that never throws: corrupt JSON, private mode or a full quota read as "nothing stored".
const safeStorage: StateStorage = {
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name)
      if (raw === null) return null
      JSON.parse(raw)
      return raw
    } catch {
      return null
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value)
    } catch {
      // The session lives on in memory for this visit.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name)
    } catch {
      // Nothing to remove.
    }
  },
}

export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      ...defaultSession(),
      language: savedLanguage(),
      setLanguage: (language) => {
        saveLanguage(language)
        set({ language })
      },
      setAddress: (address) => set({ address }),
      setToken: (token) => set({ token }),
      setOpenType: (openType) => set({ openType }),
      setUser: (user) => set({ user }),
      setInfo: (info) => set({ info }),
      setAddressMap: (addressMap) => set({ addressMap }),
      setGameMap: (gameMap) => set({ gameMap }),
      setChartType: (chartType) => set({ chartType }),
      setWalletType: (walletType) => set({ walletType }),
      setGlobalConfig: (globalConfig) => set({ globalConfig }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStorage),
      partialize: (s): SessionState => pickSession(s),
      // The saved `lang` key wins over the language copy inside `map`.
      merge: (persisted, current) => ({ ...current, ...sanitizeSession(persisted), language: savedLanguage() }),
      migrate: (persisted) => sanitizeSession(persisted),
    },
  ),
)

/** The connected wallet's username, or '' when nobody is connected. */
export function usernameOf(user: SessionUser | []): string {
  return Array.isArray(user) ? '' : user.username
}

/** A user counts as connected when the stored user has a username. */
export const selectIsConnected = (s: SessionState): boolean => usernameOf(s.user) !== ''

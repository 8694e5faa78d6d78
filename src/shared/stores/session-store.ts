import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import type { GlobalConfig } from '@/shared/api/contract/config'
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

/**
 * The global configuration (00000) as start-up last received it, checked against its schema on the
 * way in (contract/config.ts); empty until then. The config query is its source; this copy lets
 * the first paint show a figure from the last visit without the data client.
 */
export type KeptGlobalConfig = Partial<GlobalConfig>

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
  globalConfig: KeptGlobalConfig
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
  setGlobalConfig: (globalConfig: KeptGlobalConfig) => void
}

export type SessionStore = SessionState & SessionActions

const CHART_TYPES: readonly ChartType[] = ['candle_solid', 'ohlc', 'area', 'time_sharing']
const WALLET_TYPES: readonly WalletType[] = ['metamask', 'trustwallet', 'injected']

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown) => typeof v === 'string'

/**
 * The one list of the session's fields: each with its default (spec section 3; a fresh object or
 * list each time) and what a stored value must look like to be kept.
 */
const FIELD_TABLE: { [K in keyof SessionState]: { initial: () => SessionState[K]; valid: (value: unknown) => boolean } } = {
  language: { initial: () => DEFAULT_LANGUAGE, valid: isLanguageCode },
  address: { initial: () => '', valid: isString },
  token: { initial: () => '', valid: isString },
  openType: { initial: () => false, valid: (v) => typeof v === 'boolean' },
  user: { initial: () => [], valid: (v) => isRecord(v) && typeof v.username === 'string' },
  info: { initial: () => [], valid: isRecord },
  addressMap: { initial: () => ({}), valid: isRecord },
  gameMap: { initial: () => ({}), valid: isRecord },
  chartType: { initial: () => 'candle_solid', valid: (v) => CHART_TYPES.includes(v as ChartType) },
  walletType: { initial: () => 'metamask', valid: (v) => WALLET_TYPES.includes(v as WalletType) },
  globalConfig: { initial: () => ({}), valid: isRecord },
}
const FIELDS = Object.keys(FIELD_TABLE) as (keyof SessionState)[]

/** A session made field by field from the table. */
function sessionOf(value: (field: keyof SessionState) => unknown): SessionState {
  return Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as unknown as SessionState
}

export function defaultSession(): SessionState {
  return sessionOf((field) => FIELD_TABLE[field].initial())
}

/** The session fields of `source`, each as it is there. */
function pickSession(source: SessionState): SessionState {
  return sessionOf((field) => source[field])
}

/** Keep each stored field only when it has the right type; anything else falls back to its default. */
export function sanitizeSession(stored: unknown): SessionState {
  if (!isRecord(stored)) return defaultSession()
  return sessionOf((field) => (FIELD_TABLE[field].valid(stored[field]) ? stored[field] : FIELD_TABLE[field].initial()))
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

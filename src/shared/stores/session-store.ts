import { create } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
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
export type WalletType = 'metamask' | 'trustwallet' | 'injected' | 'tron'

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
const WALLET_TYPES: readonly WalletType[] = ['metamask', 'trustwallet', 'injected', 'tron']

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

/** What says who is signed in: what a login writes (session-lifecycle.ts startSession). */
const SIGNED_IN_FIELDS = ['address', 'token', 'user', 'info', 'walletType'] as const satisfies readonly (keyof SessionState)[]
type SignedIn = Pick<SessionState, (typeof SIGNED_IN_FIELDS)[number]>

function signedInPart(session: SessionState): SignedIn {
  return Object.fromEntries(SIGNED_IN_FIELDS.map((field) => [field, session[field]])) as unknown as SignedIn
}

type StoredSession = StorageValue<SessionState>

/** What `map` holds now, or null: corrupt JSON, private mode or a full quota read as "nothing stored". */
function readStored(name: string): StoredSession | null {
  try {
    const raw = localStorage.getItem(name)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    return isRecord(parsed) ? (parsed as unknown as StoredSession) : null
  } catch {
    return null
  }
}

// Every open tab of the app shares `map`, and each holds its own copy in memory. A tab that has not
// heard of another tab's change yet (a `storage` event comes a task later) must not undo it with its
// next write: its chart type, or the user info a late answer refreshes, would carry its old token
// back, and the session a disconnect or an expiry ended elsewhere would live again in every tab. So
// each write compares who is signed in there with who was when this tab last read or wrote `map`
// (`seen`): when another tab changed it since, the write keeps theirs, unless this write is a login
// of this tab (a new token: the newest login wins), and this tab takes the stored session at once.
let seen: SignedIn | undefined

const sessionStorageOfTabs: PersistStorage<SessionState> = {
  getItem: (name) => {
    const stored = readStored(name)
    seen = signedInPart(sanitizeSession(stored?.state))
    return stored
  },
  setItem: (name, value) => {
    const stored = signedInPart(sanitizeSession(readStored(name)?.state))
    const changedElsewhere = seen !== undefined && JSON.stringify(stored) !== JSON.stringify(seen)
    const loginHere = value.state.token !== '' && value.state.token !== seen?.token
    const keepTheirs = changedElsewhere && !loginHere
    try {
      localStorage.setItem(name, JSON.stringify(keepTheirs ? { ...value, state: { ...value.state, ...stored } } : value))
      // Until this tab has taken their session, its next writes keep theirs too.
      if (!keepTheirs) seen = signedInPart(value.state)
    } catch {
      // The session lives on in memory for this visit (and `seen` stays what is stored).
    }
    // Not inside the write: the store is in the middle of a set.
    if (keepTheirs) queueMicrotask(adoptStoredSession)
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name)
    } catch {
      // Nothing to remove.
    }
  },
}

/** Set while this tab takes the session another tab stored (adoptStoredSession). */
let adopting = false

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
      storage: sessionStorageOfTabs,
      partialize: (s): SessionState => pickSession(s),
      // The saved `lang` key wins over the language copy inside `map`. A tab taking another tab's
      // session keeps its own language: its strings and what it told the backend are in it.
      merge: (persisted, current) => ({ ...current, ...sanitizeSession(persisted), language: adopting ? current.language : savedLanguage() }),
      migrate: (persisted) => sanitizeSession(persisted),
    },
  ),
)

const adoptionListeners = new Set<(previous: SessionState) => void>()

/**
 * Hear each time this tab takes the session another tab stored, with the session it had before
 * (session-lifecycle.ts ends a session another tab ended the way this tab's own ending does).
 */
export function onSessionFromAnotherTab(listener: (previous: SessionState) => void): () => void {
  adoptionListeners.add(listener)
  return () => adoptionListeners.delete(listener)
}

/**
 * Take the session stored in `map` now, checked field by field as at start-up: the store's own
 * rehydrate, which writes nothing back (two tabs never echo each other's writes).
 */
function adoptStoredSession(): void {
  const previous = useSessionStore.getState()
  adopting = true
  try {
    // localStorage answers at once, so the session is taken before this returns.
    void useSessionStore.persist.rehydrate()
  } finally {
    adopting = false
  }
  for (const listener of adoptionListeners) listener(previous)
}

// Another tab wrote `map` (a login, a disconnect, an expiry) or cleared the storage: this tab shows
// what it wrote at once, and its own next write starts from it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && (event.key === SESSION_STORAGE_KEY || event.key === null)) adoptStoredSession()
  })
}

/**
 * Another tab signed in since this tab last read `map`, and its storage event has not come yet: this
 * tab takes that session (true), so an ending this tab saw for its older session (a 500 for the old
 * token, the account watch) does not end the newer one.
 */
export function adoptNewerSession(): boolean {
  const { token } = sanitizeSession(readStored(SESSION_STORAGE_KEY)?.state)
  if (token === '' || token === useSessionStore.getState().token) return false
  adoptStoredSession()
  return true
}

/** The connected wallet's username, or '' when nobody is connected. */
export function usernameOf(user: SessionUser | []): string {
  return Array.isArray(user) ? '' : user.username
}

/** A user counts as connected when the stored user has a username. */
export const selectIsConnected = (s: SessionState): boolean => usernameOf(s.user) !== ''

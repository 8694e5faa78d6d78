import { useSyncExternalStore } from 'react'

// Saved withdrawal addresses: the user's own data, kept on this device only (localStorage), one
// book per account, so another wallet on the same browser sees none of them. The book also
// remembers which addresses a withdrawal already went to, so the confirm step can say when one is
// new. Storage may hold anything (an old version, a hand edit, another tab's half write): it is read
// entry by entry and whatever does not fit is left out, never a crash.

export interface SavedAddress {
  id: string
  label: string
  address: string
  /** The chain id (`TRC20`, `ERC20`): an address belongs to one chain. */
  chain: string
  createdAt: number
  /** When a withdrawal to it last succeeded; absent until then. */
  lastUsedAt?: number
}

export interface Book {
  entries: SavedAddress[]
  /** Per chain id, the addresses (as `addressKey`) a withdrawal succeeded to. */
  used: Record<string, string[]>
}

export const LABEL_MAX = 24
const STORAGE_PREFIX = 'address-book:'

/** The storage key of an account's book; EVM accounts are case-insensitive. */
export const bookKey = (account: string) => `${STORAGE_PREFIX}${account.toLowerCase()}`

/** How two addresses are compared: EVM hex in any case is one address, TRON base58 is case-sensitive. */
export const addressKey = (address: string) => {
  const trimmed = address.trim()
  return trimmed.startsWith('0x') ? trimmed.toLowerCase() : trimmed
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function entryOf(v: unknown): SavedAddress | null {
  if (!isRecord(v) || !isText(v.id) || !isText(v.label) || !isText(v.address) || !isText(v.chain) || !isTime(v.createdAt)) return null
  return { id: v.id, label: v.label, address: v.address, chain: v.chain, createdAt: v.createdAt, ...(isTime(v.lastUsedAt) ? { lastUsedAt: v.lastUsedAt } : {}) }
}

/** The book in `raw` (what storage holds), keeping only what has the right shape. */
export function parseBook(raw: string | null): Book {
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    stored = null
  }
  if (!isRecord(stored)) return { entries: [], used: {} }
  const entries = Array.isArray(stored.entries) ? stored.entries.map(entryOf).filter((e): e is SavedAddress => e !== null) : []
  const used = isRecord(stored.used)
    ? Object.fromEntries(Object.entries(stored.used).map(([chain, list]) => [chain, Array.isArray(list) ? list.filter(isText) : []]))
    : {}
  return { entries, used }
}

function readRaw(account: string): string | null {
  if (!account) return null
  try {
    return localStorage.getItem(bookKey(account))
  } catch {
    return null
  }
}

// Every open screen hears a change made on this page at once; other tabs through the storage event.
const listeners = new Set<() => void>()

function writeBook(account: string, book: Book): void {
  try {
    localStorage.setItem(bookKey(account), JSON.stringify(book))
  } catch {
    // Private mode or a full quota: the change is lost, as nothing else can hold it.
  }
  listeners.forEach((notify) => notify())
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify)
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(STORAGE_PREFIX)) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(notify)
    window.removeEventListener('storage', onStorage)
  }
}

/** Read, change and write an account's book in one step. */
function update(account: string, change: (book: Book) => Book): void {
  if (!account) return
  writeBook(account, change(parseBook(readRaw(account))))
}

export function readBook(account: string): Book {
  return parseBook(readRaw(account))
}

/** The saved address of `chain` equal to `address`, if any. */
export function findSaved(book: Book, chain: string, address: string): SavedAddress | undefined {
  const key = addressKey(address)
  return book.entries.find((e) => e.chain === chain && addressKey(e.address) === key)
}

/** Whether a withdrawal on `chain` already went to `address` from this account (on this device). */
export function wasUsed(book: Book, chain: string, address: string): boolean {
  return (book.used[chain] ?? []).includes(addressKey(address))
}

export function saveAddress(account: string, entry: Pick<SavedAddress, 'label' | 'address' | 'chain'>, now = Date.now()): void {
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  update(account, (book) => ({ ...book, entries: [...book.entries, { id, label: entry.label.trim(), address: entry.address.trim(), chain: entry.chain, createdAt: now }] }))
}

export function renameAddress(account: string, id: string, label: string): void {
  update(account, (book) => ({ ...book, entries: book.entries.map((e) => (e.id === id ? { ...e, label: label.trim() } : e)) }))
}

export function deleteAddress(account: string, id: string): void {
  update(account, (book) => ({ ...book, entries: book.entries.filter((e) => e.id !== id) }))
}

/** After a withdrawal succeeded: the address counts as used, and a saved one shows when. */
export function recordWithdrawal(account: string, chain: string, address: string, now = Date.now()): void {
  const key = addressKey(address)
  update(account, (book) => ({
    entries: book.entries.map((e) => (e.chain === chain && addressKey(e.address) === key ? { ...e, lastUsedAt: now } : e)),
    used: { ...book.used, [chain]: [...new Set([...(book.used[chain] ?? []), key])] },
  }))
}

/** The account's book, kept current: any change (here or in another tab) renders again. */
export function useAddressBook(account: string): Book {
  // The raw text is the snapshot: a string compares by value, so an unchanged book renders nothing.
  const raw = useSyncExternalStore(subscribe, () => readRaw(account))
  return parseBook(raw)
}

export type LabelCheck =
  | { ok: true }
  | { ok: false; key: 'addressBook.error.labelRequired'; values?: undefined }
  | { ok: false; key: 'addressBook.error.labelLength'; values: { count: number } }
  | { ok: false; key: 'addressBook.error.duplicateLabel'; values: { label: string } }

/** A label: required, at most LABEL_MAX characters, not already another address's on the same chain. */
export function checkLabel(text: string, others: SavedAddress[]): LabelCheck {
  const label = text.trim()
  if (!label) return { ok: false, key: 'addressBook.error.labelRequired' }
  if ([...label].length > LABEL_MAX) return { ok: false, key: 'addressBook.error.labelLength', values: { count: LABEL_MAX } }
  if (others.some((e) => e.label.toLowerCase() === label.toLowerCase())) return { ok: false, key: 'addressBook.error.duplicateLabel', values: { label } }
  return { ok: true }
}

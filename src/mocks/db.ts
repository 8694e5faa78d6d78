import { DB_VERSION, seed } from './seed'

// The mock backend's whole state: one plain, JSON-serialisable object, so it can be saved to
// localStorage (browser demo survives a reload), reseeded per test, and rolled back when a write
// handler fails half-way. Areas add their tables here (and their seed rows in seed.ts).

export interface MockChain {
  id: string
  name: string
  /** What a withdrawal address on this chain starts with. */
  addressPrefix: string
}

export interface MockPair {
  symbol: string
  base: string
  quote: string
}

/** The 00000 answer. */
export interface MockGlobalConfig {
  serviceContract: string
  chains: MockChain[]
  coins: string[]
  pairs: MockPair[]
  contact: { email: string; telegram: string }
  /** Percent strings; the app shows them beside a risk notice, never hard-coded. */
  promo: { maxApr: string }
}

export interface MockUser {
  id: string
  /** EIP-55 checksummed wallet address; the login answer's `username`. */
  address: string
  inviteCode: string
  /** The direct inviter's user id, bound on first login. */
  inviterId: string | null
  lang: string
  createdAt: string
  lastLoginAt: string
}

export interface MockSession {
  token: string
  userId: string
  createdAt: string
}

export interface MockDb {
  version: number
  /** The mock clock, epoch ms (see clock.ts). */
  now: number
  /** Counter behind every generated id and token: same calls, same ids. */
  seq: number
  config: MockGlobalConfig
  /** The last language set through E0001 (visitors included). */
  language: string
  /** Visit reports (10001) received. */
  visits: number
  users: MockUser[]
  sessions: MockSession[]
}

/** Where the db is saved between page loads (the browser host uses localStorage). */
export interface DbStorage {
  load(): string | null
  save(json: string): void
  clear(): void
}

let current: MockDb = seed()
let storage: DbStorage | null = null

export function getDb(): MockDb {
  return current
}

/** Replace the whole state (used to roll back a failed write). */
export function replaceDb(next: MockDb): void {
  current = next
}

/** The next value of the db's counter. */
export function nextSeq(db: MockDb = current): number {
  db.seq += 1
  return db.seq
}

/** Back to the seed: fresh data, clock at its start, saved copy dropped. Tests call it after each test. */
export function resetMockDb(): void {
  current = seed()
  storage?.clear()
}

/**
 * Keep the db in `store` from now on, starting from what it holds. A saved db of another version,
 * or one that does not parse, is dropped for a fresh seed. Tables added since it was saved come
 * from the seed. Pass null to stop saving.
 */
export function attachDbStorage(store: DbStorage | null): void {
  storage = store
  if (!store) return
  const saved = parseSaved(store.load())
  current = saved ? { ...seed(), ...saved } : seed()
}

/** Save the db, if a storage is attached. Called after every mock request. */
export function persistDb(): void {
  if (!storage) return
  try {
    storage.save(JSON.stringify(current))
  } catch {
    // A full quota only costs the demo its memory across reloads.
  }
}

function parseSaved(raw: string | null): Partial<MockDb> | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    return (parsed as Partial<MockDb>).version === DB_VERSION ? (parsed as Partial<MockDb>) : null
  } catch {
    return null
  }
}

import type { MockDb } from './db'
// Fixed seed data: the same ids, dates and prices on every start, so tests and e2e can name them.
// (Only type imports here: db.ts and clock.ts both import this file.)

/** Bump when a table's shape changes: a saved db of another version is thrown away and reseeded. */
export const DB_VERSION = 1

/** The mock clock starts here on every reseed. */
export const CLOCK_START = Date.parse('2026-11-01T00:00:00.000Z')

/** A seeded user whose invitation code e2e and tests can use to bind an inviter. */
export const SEED_INVITER = {
  id: 'U1000',
  // A well-known public test account (Hardhat #0); the mock only stores its address.
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  inviteCode: 'ETO888',
} as const

export function seed(): MockDb {
  return {
    version: DB_VERSION,
    now: CLOCK_START,
    seq: 1000,
    language: 'zh-CN',
    visits: 0,
    config: {
      serviceContract: '0x5E70B2c3a1d4f6E8b9c0d1E2F3a4B5c6D7e8f9A0',
      chains: [
        { id: 'TRC20', name: 'TRON (TRC20)', addressPrefix: 'T' },
        { id: 'ERC20', name: 'Ethereum (ERC20)', addressPrefix: '0x' },
      ],
      coins: ['USDT', 'ETH', 'BTC', 'TRX', 'BNB'],
      pairs: [
        { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT' },
        { symbol: 'ETH/USDT', base: 'ETH', quote: 'USDT' },
        { symbol: 'TRX/USDT', base: 'TRX', quote: 'USDT' },
        { symbol: 'BNB/USDT', base: 'BNB', quote: 'USDT' },
      ],
      contact: { email: 'support@eto-mining.example', telegram: 'https://t.me/eto_support' },
      promo: { maxApr: '400' },
    },
    users: [
      {
        id: SEED_INVITER.id,
        address: SEED_INVITER.address,
        inviteCode: SEED_INVITER.inviteCode,
        inviterId: null,
        lang: 'en',
        createdAt: '2026-10-01T00:00:00.000Z',
        lastLoginAt: '2026-10-31T12:00:00.000Z',
      },
    ],
    sessions: [],
  }
}

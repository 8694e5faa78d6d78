import type { StakingProduct } from '@/shared/api/contract/staking'
import type { MockDb, MockIdoOffering, MockMachine, MockMachineOrder } from './db'
// Fixed seed data: the same ids, dates and prices on every start, so tests and e2e can name them.
// (Only type imports here: db.ts and clock.ts both import this file.)

/** Bump when a table's shape changes: a saved db of another version is thrown away and reseeded. */
export const DB_VERSION = 3

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
    // Until a client sets one with E0001, texts are in English, the fallback of every one.
    language: 'en',
    visits: 0,
    config: {
      serviceContract: '0x5E70B2c3a1d4f6E8b9c0d1E2F3a4B5c6D7e8f9A0',
      chains: [
        { id: 'TRC20', name: 'TRON (TRC20)', addressPrefix: 'T', kind: 'tron', coins: ['USDT', 'TRX'] },
        { id: 'ERC20', name: 'Ethereum (ERC20)', addressPrefix: '0x', kind: 'evm', coins: ['USDT', 'ETH', 'BNB'] },
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
      // The spec's login; POST /__mock/login-mode (or the dev switch, README) turns EIP-4361 on.
      login: { mode: 'dapp' },
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
    loginNonces: [],
    withdrawNonces: [],
    balances: [],
    ledger: [],
    machines: seedMachines(),
    machineOrders: seedMachineOrders(),
    miningIncome: [],
    idoOfferings: seedIdoOfferings(),
    idoSubscriptions: [],
    stakingProducts: seedStakingProducts(),
    stakes: [],
    exchangeQuotes: [],
    exchanges: [],
    tradeOrders: [],
    deposits: [],
    withdrawals: [],
    chainNode: null,
    tronNode: null,
  }
}

// Mining: the shop across the four types and every phase at CLOCK_START (2026-11-01):
// in progress M101 R201 J301 S401, coming soon M102 R202 S402, ended M103 J302, sold out M104 J302.
// Numbers follow real ASICs; dailyOutput is one whole machine's output per day (at most 6 places).
const BTC = { coin: 'BTC', refPrice: '95000' } as const

function seedMachines(): MockMachine[] {
  return [
    {
      id: 'M101', name: 'Antminer S21 Pro', type: 'mining', ...BTC,
      hashrate: '234', hashrateUnit: 'TH/s', power: '3531', powerRatio: '15.1', cycleDays: 720, boost: '5',
      price: '4800', serviceFee: '96', dailyOutput: '0.000155', shareUnits: 1, stock: 200, sold: 37,
      startAt: '2026-10-15T00:00:00.000Z', endAt: '2026-12-31T00:00:00.000Z',
      size: '400 × 195 × 290 mm', weight: '16.5 kg', chip: 'BHB68606 (5 nm)', environment: '0–40 °C, 10–90% RH, air-cooled',
    },
    {
      id: 'M102', name: 'Antminer S21 XP Hydro', type: 'mining', ...BTC,
      hashrate: '473', hashrateUnit: 'TH/s', power: '5676', powerRatio: '12', cycleDays: 720, boost: '8',
      price: '11800', serviceFee: '236', dailyOutput: '0.000315', shareUnits: 1, stock: 80, sold: 0,
      startAt: '2026-11-10T00:00:00.000Z', endAt: '2027-01-31T00:00:00.000Z',
      size: '410 × 170 × 209 mm', weight: '15.4 kg', chip: 'BHB68701 (3 nm)', environment: '20–35 °C coolant, hydro-cooled',
    },
    {
      id: 'M103', name: 'WhatsMiner M60S', type: 'mining', ...BTC,
      hashrate: '186', hashrateUnit: 'TH/s', power: '3441', powerRatio: '18.5', cycleDays: 540, boost: '3',
      price: '3600', serviceFee: '72', dailyOutput: '0.000118', shareUnits: 1, stock: 150, sold: 142,
      startAt: '2026-08-01T00:00:00.000Z', endAt: '2026-10-20T00:00:00.000Z',
      size: '430 × 155 × 226 mm', weight: '13.5 kg', chip: 'Samsung 5 nm', environment: '-5–35 °C, 5–95% RH, air-cooled',
    },
    {
      id: 'M104', name: 'Antminer S19k Pro', type: 'mining', ...BTC,
      hashrate: '120', hashrateUnit: 'TH/s', power: '2760', powerRatio: '23', cycleDays: 360, boost: '0',
      price: '1650', serviceFee: '33', dailyOutput: '0.000076', shareUnits: 1, stock: 120, sold: 120,
      startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-12-31T00:00:00.000Z',
      size: '370 × 195 × 290 mm', weight: '14.2 kg', chip: 'BM1366', environment: '5–45 °C, 5–95% RH, air-cooled',
    },
    {
      id: 'R201', name: 'Antminer S19 XP · 30-day rental', type: 'rent', ...BTC,
      hashrate: '141', hashrateUnit: 'TH/s', power: '3010', powerRatio: '21.3', cycleDays: 30, boost: '0',
      price: '185', serviceFee: '5', dailyOutput: '0.000089', shareUnits: 1, stock: 500, sold: 88,
      startAt: '2026-10-20T00:00:00.000Z', endAt: '2027-03-31T00:00:00.000Z',
      size: '400 × 195 × 290 mm', weight: '14.9 kg', chip: 'BM1366AL', environment: '5–40 °C, 10–90% RH, air-cooled',
    },
    {
      id: 'R202', name: 'Antminer S21 · 90-day rental', type: 'rent', ...BTC,
      hashrate: '200', hashrateUnit: 'TH/s', power: '3500', powerRatio: '17.5', cycleDays: 90, boost: '2',
      price: '1050', serviceFee: '21', dailyOutput: '0.000132', shareUnits: 1, stock: 300, sold: 0,
      startAt: '2026-11-15T00:00:00.000Z', endAt: '2027-02-28T00:00:00.000Z',
      size: '400 × 195 × 290 mm', weight: '15.4 kg', chip: 'BM1368', environment: '0–40 °C, 10–90% RH, air-cooled',
    },
    {
      id: 'J301', name: 'Avalon A1566 joint venture', type: 'jointVenture', ...BTC,
      hashrate: '185', hashrateUnit: 'TH/s', power: '3420', powerRatio: '18.5', cycleDays: 360, boost: '5',
      price: '380', serviceFee: '8', dailyOutput: '0.000125', shareUnits: 10, stock: 10, sold: 6,
      startAt: '2026-10-25T00:00:00.000Z', endAt: '2026-11-30T00:00:00.000Z',
      size: '331 × 195 × 292 mm', weight: '13.1 kg', chip: 'Canaan A3205 (5 nm)', environment: '-5–35 °C, 5–95% RH, air-cooled',
    },
    {
      id: 'J302', name: 'Antminer S21 joint venture', type: 'jointVenture', ...BTC,
      hashrate: '200', hashrateUnit: 'TH/s', power: '3500', powerRatio: '17.5', cycleDays: 180, boost: '0',
      price: '290', serviceFee: '6', dailyOutput: '0.000132', shareUnits: 20, stock: 20, sold: 20,
      startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-11-01T00:00:00.000Z',
      size: '400 × 195 × 290 mm', weight: '15.4 kg', chip: 'BM1368', environment: '0–40 °C, 10–90% RH, air-cooled',
    },
    {
      id: 'S401', name: 'BTC hashrate share · 10 PH/s', type: 'share', ...BTC,
      hashrate: '10', hashrateUnit: 'PH/s', power: '175000', powerRatio: '17.5', cycleDays: 180, boost: '10',
      price: '100', serviceFee: '2', dailyOutput: '0.0066', shareUnits: 1000, stock: 1000, sold: 350,
      startAt: '2026-10-10T00:00:00.000Z', endAt: '2026-12-15T00:00:00.000Z',
      size: '12.2 × 2.4 × 2.6 m container', weight: '28 t', chip: 'BM1368 (5 nm)', environment: '10–40 °C, hydro-cooled container',
    },
    {
      id: 'S402', name: 'BTC hashrate share · 5 PH/s', type: 'share', ...BTC,
      hashrate: '5', hashrateUnit: 'PH/s', power: '87500', powerRatio: '17.5', cycleDays: 360, boost: '0',
      price: '150', serviceFee: '3', dailyOutput: '0.0034', shareUnits: 500, stock: 500, sold: 0,
      startAt: '2026-11-20T00:00:00.000Z', endAt: '2027-01-20T00:00:00.000Z',
      size: '6.1 × 2.4 × 2.6 m container', weight: '14 t', chip: 'BM1368 (5 nm)', environment: '10–40 °C, hydro-cooled container',
    },
  ]
}

/** Other holders of the shared machines (public test accounts Hardhat #1 and #2), so participation lists are not empty. */
export const SEED_HOLDERS = [
  { id: 'U0901', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { id: 'U0902', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
] as const

function seedMachineOrders(): MockMachineOrder[] {
  const order = (id: string, holder: 0 | 1, machineId: string, quantity: number, cost: string, serviceFee: string, total: string, cycleDays: number): MockMachineOrder => {
    const startAt = '2026-10-31T12:00:00.000Z'
    return {
      id, userId: SEED_HOLDERS[holder].id, address: SEED_HOLDERS[holder].address, machineId, quantity, cost, serviceFee, total,
      startAt, endAt: new Date(Date.parse(startAt) + cycleDays * 86_400_000).toISOString(),
      daysMined: 0, totalOutput: '0', lastOutput: '0', lastOutputAt: 0, status: 'running',
    }
  }
  return [
    order('O9001', 0, 'J301', 4, '1520', '32', '1552', 360),
    order('O9002', 1, 'J301', 2, '760', '16', '776', 360),
    order('O9003', 0, 'J302', 12, '3480', '72', '3552', 180),
    order('O9004', 1, 'J302', 8, '2320', '48', '2368', 180),
    order('O9005', 0, 'S401', 200, '20000', '400', '20400', 180),
    order('O9006', 1, 'S401', 150, '15000', '300', '15300', 180),
  ]
}

// IDO: every phase at CLOCK_START (2026-11-01): in progress IDO01 (oversubscribed, draw on 11-05)
// and IDO02 (undersubscribed), coming soon IDO03 (from 11-10) and IDO04, ended and drawn IDO05.
// Ends fall on UTC midnights, when the draw runs.
function seedIdoOfferings(): MockIdoOffering[] {
  const offering = (o: Omit<MockIdoOffering, 'payCoin' | 'drawnAt' | 'draw'>): MockIdoOffering => ({ ...o, payCoin: 'USDT', drawnAt: null, draw: null })
  return [
    offering({ id: 'IDO01', token: 'HNV', name: 'Hashnova', price: '0.05', supply: 2_000_000, marketSubscribed: 2_600_000, startAt: '2026-10-25T00:00:00.000Z', endAt: '2026-11-05T00:00:00.000Z', releaseParts: 4, releaseIntervalDays: 30 }),
    offering({ id: 'IDO02', token: 'TGD', name: 'TerraGrid', price: '0.2', supply: 500_000, marketSubscribed: 180_000, startAt: '2026-10-28T00:00:00.000Z', endAt: '2026-11-20T00:00:00.000Z', releaseParts: 2, releaseIntervalDays: 15 }),
    offering({ id: 'IDO03', token: 'ORB', name: 'Orbit Chain', price: '0.12', supply: 1_000_000, marketSubscribed: 0, startAt: '2026-11-10T00:00:00.000Z', endAt: '2026-11-24T00:00:00.000Z', releaseParts: 5, releaseIntervalDays: 30 }),
    offering({ id: 'IDO04', token: 'VLT', name: 'Voltis', price: '1.5', supply: 100_000, marketSubscribed: 0, startAt: '2026-12-01T00:00:00.000Z', endAt: '2026-12-15T00:00:00.000Z', releaseParts: 3, releaseIntervalDays: 30 }),
    {
      id: 'IDO05', token: 'LMP', name: 'LumenPay', payCoin: 'USDT', price: '0.08', supply: 1_500_000, marketSubscribed: 4_200_000,
      startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-10-15T00:00:00.000Z', releaseParts: 4, releaseIntervalDays: 30,
      drawnAt: '2026-10-15T00:00:00.000Z', draw: { totalSubscribed: 4_200_000, winningRate: '35.7142', leftover: 0, seed: 'IDO05:4200000' },
    },
  ]
}

// Staking: three terms per coin, yearly rates, limits per stake.
function seedStakingProducts(): StakingProduct[] {
  const terms = (coin: string, min: string, max: string, rates: [number, string][]) =>
    rates.map(([days, rate]) => ({ id: `K-${coin}-${days}`, coin, days, rate, min, max }))
  return [
    ...terms('USDT', '100', '50000', [[7, '5'], [30, '8'], [90, '12']]),
    ...terms('ETH', '0.1', '100', [[30, '3'], [90, '4.5'], [180, '6']]),
    ...terms('BTC', '0.001', '5', [[30, '2'], [90, '3'], [180, '4']]),
  ]
}

/**
 * Flash exchange reference prices in USDT, until the market mock has its price process; the
 * limits of one exchange, in the coin paid. Seconds a quote stays valid; fee, percent.
 */
export const EXCHANGE_TABLE = {
  prices: { USDT: '1', BTC: '95000', ETH: '3200', TRX: '0.25', BNB: '620' } as Record<string, string>,
  limits: {
    USDT: { min: '10', max: '50000' },
    BTC: { min: '0.0001', max: '2' },
    ETH: { min: '0.005', max: '30' },
    TRX: { min: '40', max: '200000' },
    BNB: { min: '0.02', max: '100' },
  } as Record<string, { min: string; max: string }>,
  quoteSeconds: 30,
  feeRate: '0.2',
} as const

// Deposits and withdrawals. Confirmations come one block at a time on the mock clock; withdrawal
// rules per coin and chain (10050); the outcome rule of a withdrawal goes by its address: a
// compliance list rejects at review, a contract that refuses transfers fails on chain.
export const FUNDS_TABLE = {
  chains: {
    TRC20: { requiredConfirmations: 19, blockSeconds: 3 },
    ERC20: { requiredConfirmations: 12, blockSeconds: 12 },
  } as Record<string, { requiredConfirmations: number; blockSeconds: number }>,
  withdrawRules: [
    { coin: 'USDT', chain: 'TRC20', min: '10', max: '50000', feeRate: '0.001', minFee: '1', decimals: 6 },
    { coin: 'TRX', chain: 'TRC20', min: '50', max: '500000', feeRate: '0.001', minFee: '5', decimals: 6 },
    { coin: 'USDT', chain: 'ERC20', min: '20', max: '50000', feeRate: '0.001', minFee: '5', decimals: 6 },
    { coin: 'ETH', chain: 'ERC20', min: '0.01', max: '30', feeRate: '0.001', minFee: '0.002', decimals: 8 },
    { coin: 'BNB', chain: 'ERC20', min: '0.05', max: '200', feeRate: '0.001', minFee: '0.005', decimals: 8 },
  ],
  /** Minutes between a withdrawal's steps, and from a rejection or failure to its refund. */
  stepMinutes: 10,
  refundMinutes: 5,
  /** Addresses the review rejects, and addresses where the transfer fails on chain (EVM compared in lower case). */
  riskAddresses: ['TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', '0x000000000000000000000000000000000000dead'],
  failingAddresses: ['TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', '0x00000000000000000000000000000000000000fa'],
}

/** Referral earnings: the share of what an invitee spends (a machine, IDO tokens won) paid to the direct inviter and the inviter's inviter. */
export const REFERRAL_RATES = { direct: '0.05', indirect: '0.02' } as const

/**
 * Market instruments (10060) and their seeded price process (src/mocks/handlers/market.ts): `base`
 * is the level the price moves around, `volatility` how far (log scale), `spread` the distance
 * between bid and ask, in price units. Levels as of late 2026.
 */
export const MARKET_INSTRUMENTS = [
  { symbol: 'BTCUSDT', name: 'Bitcoin', category: 'crypto', popular: true, digits: 2, base: 95_000, volatility: 0.04, spread: 10, minVolume: '0.001', maxVolume: '10', volumeStep: '0.001' },
  { symbol: 'ETHUSDT', name: 'Ethereum', category: 'crypto', popular: true, digits: 2, base: 3_200, volatility: 0.05, spread: 1, minVolume: '0.01', maxVolume: '200', volumeStep: '0.01' },
  { symbol: 'BNBUSDT', name: 'BNB', category: 'crypto', popular: false, digits: 2, base: 620, volatility: 0.04, spread: 0.2, minVolume: '0.01', maxVolume: '1000', volumeStep: '0.01' },
  { symbol: 'SOLUSDT', name: 'Solana', category: 'crypto', popular: false, digits: 2, base: 180, volatility: 0.06, spread: 0.05, minVolume: '0.1', maxVolume: '5000', volumeStep: '0.1' },
  { symbol: 'TRXUSDT', name: 'TRON', category: 'crypto', popular: false, digits: 5, base: 0.25, volatility: 0.05, spread: 0.0001, minVolume: '10', maxVolume: '2000000', volumeStep: '10' },
  { symbol: 'USOIL', name: 'WTI crude oil', category: 'crudeOil', popular: true, digits: 2, base: 72.5, volatility: 0.02, spread: 0.03, minVolume: '1', maxVolume: '5000', volumeStep: '1' },
  { symbol: 'UKOIL', name: 'Brent crude oil', category: 'crudeOil', popular: false, digits: 2, base: 76.2, volatility: 0.02, spread: 0.03, minVolume: '1', maxVolume: '5000', volumeStep: '1' },
  { symbol: 'EURUSD', name: 'EUR/USD', category: 'forex', popular: true, digits: 5, base: 1.085, volatility: 0.004, spread: 0.00008, minVolume: '100', maxVolume: '500000', volumeStep: '100' },
  { symbol: 'GBPUSD', name: 'GBP/USD', category: 'forex', popular: false, digits: 5, base: 1.27, volatility: 0.004, spread: 0.0001, minVolume: '100', maxVolume: '500000', volumeStep: '100' },
  { symbol: 'AUDUSD', name: 'AUD/USD', category: 'forex', popular: false, digits: 5, base: 0.655, volatility: 0.005, spread: 0.0001, minVolume: '100', maxVolume: '500000', volumeStep: '100' },
  { symbol: 'XAUUSD', name: 'Gold', category: 'gold', popular: true, digits: 2, base: 2_650, volatility: 0.01, spread: 0.3, minVolume: '0.01', maxVolume: '200', volumeStep: '0.01' },
  { symbol: 'XAGUSD', name: 'Silver', category: 'gold', popular: false, digits: 3, base: 31.2, volatility: 0.015, spread: 0.02, minVolume: '1', maxVolume: '10000', volumeStep: '1' },
  { symbol: 'US30', name: 'Dow Jones 30', category: 'stockIndex', popular: false, digits: 1, base: 43_500, volatility: 0.01, spread: 2, minVolume: '0.1', maxVolume: '100', volumeStep: '0.1' },
  { symbol: 'NAS100', name: 'Nasdaq 100', category: 'stockIndex', popular: true, digits: 1, base: 20_800, volatility: 0.012, spread: 1.5, minVolume: '0.1', maxVolume: '200', volumeStep: '0.1' },
  { symbol: 'SPX500', name: 'S&P 500', category: 'stockIndex', popular: false, digits: 1, base: 5_950, volatility: 0.01, spread: 0.5, minVolume: '0.1', maxVolume: '500', volumeStep: '0.1' },
] as const

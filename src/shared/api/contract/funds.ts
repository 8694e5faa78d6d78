// Funds data as it travels (docs/api.md, 10008).

/** One coin's balance; amounts are decimal strings. */
export interface Balance {
  coin: string
  available: string
  frozen: string
  total: string
}

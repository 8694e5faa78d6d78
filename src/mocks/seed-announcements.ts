// The seeded announcements (10069): server HTML as an operator would write it, newest first by
// `publishedAt`, all before the mock clock starts. English here; the mock answers in the language
// set with E0001 (content.ts). `{banner}` in the HTML stands for BANNER, kept out of the
// translations.

export interface SeedAnnouncement {
  id: string
  title: string
  publishedAt: string
  html: string
}

// A small banner image as a data: URL (the Content-Security-Policy allows data: images).
export const BANNER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="#1f2a4a"/><circle cx="960" cy="200" r="140" fill="#f0b90b"/><text x="80" y="230" font-family="sans-serif" font-size="88" fill="#eef1f8">S21 Pro</text></svg>',
  )

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    id: 'N1012',
    title: 'S21 Pro machines are back in the mall',
    publishedAt: '2026-10-31T09:00:00.000Z',
    html: `<p><img src="{banner}" alt="S21 Pro"></p><p>The <strong>S21 Pro</strong> is back in stock for rent and purchase. Daily output is paid every UTC midnight until the end of the cycle.</p><p>See the <a href="/miningMachine/miningMachineMall">mining mall</a> for prices and terms. Mining output depends on network difficulty and is not guaranteed.</p>`,
  },
  {
    id: 'N1011',
    title: 'New IDO: Hashnova (HNV) subscription opens',
    publishedAt: '2026-10-30T12:00:00.000Z',
    html: `<p>Subscriptions to <strong>Hashnova (HNV)</strong> are open in the IDO area.</p><ul><li>Price: 0.05 USDT per HNV</li><li>Allocation by a seeded, replayable draw after the end</li><li>Unwon payment is returned in full</li></ul><p>Read the project's <a href="https://example.com/hashnova-whitepaper">white paper</a> before you subscribe.</p>`,
  },
  {
    id: 'N1010',
    title: 'Scheduled maintenance on November 3',
    publishedAt: '2026-10-29T08:00:00.000Z',
    html: `<p>Deposits and withdrawals will pause on <strong>2026-11-03 from 02:00 to 03:00 UTC</strong> for a wallet upgrade. Mining output and staking earnings are not affected.</p>`,
  },
  {
    id: 'N1009',
    title: 'Staking: 90-day USDT product at 12% a year',
    publishedAt: '2026-10-27T10:00:00.000Z',
    html: `<p>A new 90-day USDT staking product is available. Earnings are fixed when you stake and paid with the principal at expiry.</p><table><thead><tr><th>Days</th><th>Yearly rate</th></tr></thead><tbody><tr><td>7</td><td>5%</td></tr><tr><td>30</td><td>8%</td></tr><tr><td>90</td><td>12%</td></tr></tbody></table>`,
  },
  {
    id: 'N1008',
    title: 'Security reminder: we never ask for your seed phrase',
    publishedAt: '2026-10-25T07:30:00.000Z',
    html: `<p>Nobody from the team will ever ask for your <strong>seed phrase or private key</strong>. The app only asks your wallet to sign a login message; it never moves funds without a transaction you approve.</p><p>Report suspicious messages through Contact us.</p>`,
  },
  {
    id: 'N1007',
    title: 'Withdrawal fees on TRON lowered',
    publishedAt: '2026-10-22T09:00:00.000Z',
    html: `<p>The handling fee for USDT withdrawals on <strong>TRON (TRC20)</strong> is now 0.1% with a minimum of 1 USDT. The fee and the arrival amount are shown before you confirm.</p>`,
  },
  {
    id: 'N1006',
    title: 'Invite friends: 5% direct and 2% indirect referral earnings',
    publishedAt: '2026-10-20T11:00:00.000Z',
    html: `<p>Share your invitation link. When a friend you invited buys a machine or wins IDO tokens, you earn <strong>5%</strong> of it; when their invitee does, you earn <strong>2%</strong>.</p><ol><li>Open the invitation page</li><li>Copy your link or save your QR code</li><li>Your friend connects a wallet through it</li></ol>`,
  },
  {
    id: 'N1005',
    title: 'Flash exchange now supports BNB',
    publishedAt: '2026-10-18T06:00:00.000Z',
    html: `<p>You can now flash-exchange <strong>BNB</strong> with USDT, BTC, ETH and TRX at the quoted rate. A quote is held for 30 seconds.</p>`,
  },
  {
    id: 'N1004',
    title: 'The app speaks ten languages',
    publishedAt: '2026-10-15T08:00:00.000Z',
    html: `<p>Choose English, 简体中文, 繁體中文, 日本語, 한국어, ไทย, Русский, Français, Italiano or العربية from the globe button. Arabic is shown right to left.</p>`,
  },
  {
    id: 'N1003',
    title: 'Deposits on Ethereum (ERC20) are credited after 12 confirmations',
    publishedAt: '2026-10-12T13:00:00.000Z',
    html: `<p>An ERC20 deposit is credited to your balance once the network has confirmed it 12 times, usually within three minutes. TRON deposits need 19 confirmations, about one minute.</p>`,
  },
  {
    id: 'N1002',
    title: 'Risk notice',
    publishedAt: '2026-10-08T00:00:00.000Z',
    html: `<p>Crypto assets are volatile. Mining output, IDO allocations, staking earnings and trading results are not guaranteed; past figures do not promise future ones. Only commit what you can afford to lose.</p>`,
  },
  {
    id: 'N1001',
    title: 'Welcome to ETO cloud mining',
    publishedAt: '2026-10-01T00:00:00.000Z',
    html: `<p>Connect a wallet to rent or buy mining machines, subscribe to token offerings, stake, exchange and trade, all in one place.</p>`,
  },
]

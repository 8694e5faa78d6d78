import { LOGIN_MESSAGE, RESP_CODES } from '@/shared/api/contract/envelope'
import { getAddress, hexlify, id as keccakText, isAddress, randomBytes, verifyMessage } from 'ethers'
import { loginModeOf, type LoginMode, type LoginNonce } from '@/shared/api/contract/login'
import { parseSiweMessage, type SiweMessage } from '@/shared/api/contract/siwe'
import { isTronAddress, recoverTronSigner } from '@/shared/wallet/tron'
import { RPC } from '@/shared/api/rpc-codes'
import { isLanguageCode } from '@/shared/i18n/languages'
import { DAY_MS, now, nowIso } from '../clock'
import { textIn } from '../content'
import { getDb, nextSeq, type MockDb, type MockUser } from '../db'
import type { MessageTemplate, MessageValues } from '../messages'
import { defineRpc, invalidParam, missingParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'

// Start-up and account calls: global config, language, visit report, login nonce, wallet login,
// user info. The login checks the signature of `DAPP` (the spec's login, the default) or, with
// `db.config.login.mode` 'siwe', an EIP-4361 message carrying a nonce from 10004 (docs/api.md).

/** How long a 10004 nonce can be used, on the mock clock. */
export const LOGIN_NONCE_TTL_MS = 5 * 60_000

/** Switch the login mode (POST /__mock/login-mode, the dev demo's switch, tests). */
export function setLoginMode(mode: LoginMode, db: MockDb = getDb()): void {
  db.config.login = { mode }
}

// The sites an EIP-4361 message may name (its domain and its URI's host), as `host[:port]`. Set by
// whoever runs the mock, from what it knows of itself: the page's own origin (browser.ts), its
// listen address and env (server.ts), the test. Never from the request: Origin and Host are
// whatever a non-browser client writes, so judging by them would accept any phishing site's
// message replayed with that site's name in the headers. None set: every EIP-4361 login is refused.
let siweHosts: ReadonlySet<string> = new Set()

/**
 * The sites this mock serves the app on, for the EIP-4361 domain check (docs/api.md 10002, rule 5):
 * each `host[:port]` (an origin is taken for its host). One list per process, as the db is one.
 */
export function setSiweHosts(hosts: readonly string[]): void {
  siweHosts = new Set(hosts.map(siweHost))
}

/** The sites set by setSiweHosts, for the state the controls answer and the server's start-up line. */
export function getSiweHosts(): string[] {
  return [...siweHosts]
}

/** `host[:port]` of a configured site, lower case; an origin (`https://eto.example`) gives its host. Throws on anything else. */
export function siweHost(site: string): string {
  const trimmed = site.trim()
  const host = trimmed.includes('://') ? (URL.parse(trimmed)?.host ?? '') : trimmed.toLowerCase()
  // Only an authority: a path, a user part or nothing at all is a mistake in the setting, not a site.
  if (!/^[^\s/?#@]+$/.test(host)) throw new Error(`not a host[:port] or origin: ${JSON.stringify(site)}`)
  return host
}

export const coreRpcs = [
  defineRpc(RPC.globalConfig, ({ db }) => ({ ...db.config, chains: db.config.chains.map((c) => ({ ...c, name: textIn(db.language, c.name) })) })),

  defineRpc(RPC.setLanguage, (ctx) => {
    const lang = requireField(ctx, 'lang')
    if (!isLanguageCode(lang)) throw invalidParam('lang', 'unsupported language {lang}', { lang })
    ctx.db.language = lang
    if (ctx.user) ctx.user.lang = lang
    return { lang }
  }),

  defineRpc(RPC.visitReport, (ctx) => {
    if (requireField(ctx, 'code') !== '1') throw invalidParam('code', 'must be 1')
    ctx.db.visits += 1
    return { visits: ctx.db.visits }
  }),

  defineRpc(RPC.loginNonce, (ctx): LoginNonce => {
    const address = requireField(ctx, 'address')
    if (!isAddress(address)) throw invalidParam('address', 'not a wallet address')
    const { db } = ctx
    // Used and expired nonces stay a day (a reuse is then refused as such), then go.
    db.loginNonces = db.loginNonces.filter((n) => Date.parse(n.expiresAt) > now() - DAY_MS)
    const issued = {
      // Unguessable, unlike the mock's ids: a nonce someone could predict is no nonce.
      nonce: hexlify(randomBytes(16)).slice(2),
      issuedAt: nowIso(),
      expiresAt: new Date(now() + LOGIN_NONCE_TTL_MS).toISOString(),
    }
    db.loginNonces.push({ ...issued, address: getAddress(address), usedAt: null })
    return issued
  }),

  defineRpc(RPC.login, async (ctx) => {
    const address = requireField(ctx, 'address')
    const signature = requireField(ctx, 'signature')
    // A TRON wallet logs in with its T address and a TIP-191 signature (docs/api.md, 10002).
    const tron = await isTronAddress(address)
    if (!tron && !isAddress(address)) throw invalidParam('address', 'not a wallet address')
    if (loginModeOf(ctx.db.config) === 'siwe') {
      // EIP-4361 names an EIP-55 address: a T address has no sign-in message of that kind.
      if (tron) throw invalidParam('address', 'not a {chain} address ({verdict})', { chain: 'ERC20', verdict: 'prefix' })
      checkSiweLogin(ctx, address, signature)
    } else if (!(tron ? await signedByTron(signature, address) : signedBy(signature, address))) {
      throw new MockRpcError(RESP_CODES.signatureFailed, 'Signature verification failed')
    }
    const { db } = ctx
    const user = findUser(db, address) ?? createUser(db, address, ctx.fields.code)
    user.lastLoginAt = nowIso()
    const token = newToken(db, user)
    db.sessions.push({ token, userId: user.id, createdAt: nowIso() })
    return { token, ...accountOf(db, user) }
  }),

  defineRpc(RPC.userInfo, (ctx) => accountOf(ctx.db, requireUser(ctx))),
]

function signedBy(signature: string, address: string, text: string = LOGIN_MESSAGE): boolean {
  try {
    return verifyMessage(text, signature).toLowerCase() === address.toLowerCase()
  } catch {
    // Malformed signature: same answer as a wrong one.
    return false
  }
}

/** `signature` is `address`'s TIP-191 signature (tronWeb.trx.signMessageV2) of `text`. */
async function signedByTron(signature: string, address: string, text: string = LOGIN_MESSAGE): Promise<boolean> {
  try {
    return (await recoverTronSigner(text, signature)) === address
  } catch {
    // Malformed signature: same answer as a wrong one.
    return false
  }
}

/**
 * The EIP-4361 login (docs/api.md, 10002): the `message` field parses, names `address` in EIP-55
 * form, is signed by that address, and carries a nonce that 10004 issued to that address, unused
 * and unexpired; then the nonce is spent. A failed check spends nothing (the write rolls back).
 */
function checkSiweLogin(ctx: RpcContext, address: string, signature: string): void {
  const refuse = (why: MessageTemplate, values?: MessageValues) => new MockRpcError(RESP_CODES.signatureFailed, why, values)
  // Not trimmed: the signature covers the exact text.
  const text = ctx.fields.message
  if (!text) throw missingParam('message')
  let message: SiweMessage
  try {
    message = parseSiweMessage(text)
  } catch (error) {
    throw refuse('Sign-in message is not a valid EIP-4361 message ({why})', { why: (error as Error).message })
  }
  if (!isChecksummed(message.address)) throw refuse('Sign-in message address is not EIP-55 checksummed')
  if (message.address.toLowerCase() !== address.toLowerCase()) throw refuse('Sign-in message is for another address')
  if (!signedBy(signature, message.address, text)) throw refuse('Signature verification failed')
  // The message must name a site this backend serves: a signature a phishing site obtained for
  // its own domain cannot be used here (docs/api.md).
  if (!siweHosts.has(message.domain.toLowerCase()) || !siweHosts.has(URL.parse(message.uri)?.host ?? '')) throw refuse('Sign-in message is for another site')

  const nonce = ctx.db.loginNonces.find((n) => n.nonce === message.nonce)
  if (!nonce || nonce.address !== message.address) throw refuse('Sign-in nonce unknown, please connect again')
  if (nonce.usedAt) throw refuse('Sign-in nonce already used, please connect again')
  if (now() >= Date.parse(nonce.expiresAt)) throw refuse('Sign-in nonce expired, please connect again')
  if (message.expirationTime && now() >= Date.parse(message.expirationTime)) throw refuse('Sign-in message expired, please connect again')
  if (message.notBefore && now() < Date.parse(message.notBefore)) throw refuse('Sign-in message is not valid yet')
  nonce.usedAt = nowIso()
}

function isChecksummed(address: string): boolean {
  try {
    return getAddress(address) === address
  } catch {
    // Mixed case with a wrong checksum.
    return false
  }
}

function findUser(db: MockDb, address: string): MockUser | undefined {
  // 0x addresses are hex, one account in any case; T addresses are base58, where case matters.
  if (address.startsWith('T')) return db.users.find((u) => u.address === address)
  const wanted = address.toLowerCase()
  return db.users.find((u) => u.address.toLowerCase() === wanted)
}

/** First login: a new user with an invitation code of its own, bound to the inviter whose code came along. */
function createUser(db: MockDb, address: string, inviteCode: string | undefined): MockUser {
  // An unknown or stale invite code does not block the login; the user is simply not bound.
  const inviter = inviteCode ? db.users.find((u) => u.inviteCode === inviteCode.trim().toUpperCase()) : undefined
  const user: MockUser = {
    id: `U${nextSeq(db)}`,
    address: address.startsWith('T') ? address : getAddress(address),
    inviteCode: newInviteCode(db),
    inviterId: inviter?.id ?? null,
    lang: db.language,
    createdAt: nowIso(),
    lastLoginAt: nowIso(),
  }
  db.users.push(user)
  return user
}

// Six characters from the counter, scrambled by a multiplier coprime to 36^5 (so no two seq values
// collide), looped past any seeded code it might meet.
function newInviteCode(db: MockDb): string {
  for (;;) {
    const n = (nextSeq(db) * 7919) % 36 ** 5
    const code = `E${n.toString(36).toUpperCase().padStart(5, '0')}`
    if (!db.users.some((u) => u.inviteCode === code)) return code
  }
}

// Deterministic (tests can rely on the sequence) yet opaque: a hash of the user and the counter.
function newToken(db: MockDb, user: MockUser): string {
  return keccakText(`session:${user.id}:${nextSeq(db)}`).slice(2, 42)
}

/** The `user` and `info` parts of the login and user-info answers. */
export function accountOf(db: MockDb, user: MockUser) {
  const inviter = db.users.find((u) => u.id === user.inviterId)
  const direct = db.users.filter((u) => u.inviterId === user.id)
  const indirect = db.users.filter((u) => direct.some((d) => d.id === u.inviterId))
  return {
    user: {
      id: user.id,
      username: user.address,
      address: user.address,
      inviteCode: user.inviteCode,
      inviterCode: inviter?.inviteCode ?? '',
      createdAt: user.createdAt,
    },
    info: {
      lang: user.lang,
      directCount: direct.length,
      indirectCount: indirect.length,
      lastLoginAt: user.lastLoginAt,
    },
  }
}

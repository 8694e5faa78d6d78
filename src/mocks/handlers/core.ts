import { LOGIN_MESSAGE, RESP_CODES } from '@/shared/api/contract/envelope'
import { getAddress, id as keccakText, isAddress, verifyMessage } from 'ethers'
import { RPC } from '@/shared/api/rpc-codes'
import { isLanguageCode } from '@/shared/i18n/languages'
import { nowIso } from '../clock'
import { nextSeq, type MockDb, type MockUser } from '../db'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser } from '../rpc'

// Start-up and account calls: global config, language, visit report, wallet login, user info.

/** The text every wallet signs to log in (spec section 4). */

export const coreRpcs = [
  defineRpc(RPC.globalConfig, ({ db }) => db.config),

  defineRpc(RPC.setLanguage, (ctx) => {
    const lang = requireField(ctx, 'lang')
    if (!isLanguageCode(lang)) throw invalidParam('lang', `unsupported language ${lang}`)
    ctx.db.language = lang
    if (ctx.user) ctx.user.lang = lang
    return { lang }
  }),

  defineRpc(RPC.visitReport, (ctx) => {
    if (requireField(ctx, 'code') !== '1') throw invalidParam('code', 'must be 1')
    ctx.db.visits += 1
    return { visits: ctx.db.visits }
  }),

  defineRpc(RPC.login, (ctx) => {
    const address = requireField(ctx, 'address')
    const signature = requireField(ctx, 'signature')
    if (!isAddress(address)) throw invalidParam('address', 'not a wallet address')
    if (!signedBy(signature, address)) {
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

function signedBy(signature: string, address: string): boolean {
  try {
    return verifyMessage(LOGIN_MESSAGE, signature).toLowerCase() === address.toLowerCase()
  } catch {
    // Malformed signature: same answer as a wrong one.
    return false
  }
}

function findUser(db: MockDb, address: string): MockUser | undefined {
  const wanted = address.toLowerCase()
  return db.users.find((u) => u.address.toLowerCase() === wanted)
}

/** First login: a new user with an invitation code of its own, bound to the inviter whose code came along. */
function createUser(db: MockDb, address: string, inviteCode: string | undefined): MockUser {
  // An unknown or stale invite code does not block the login; the user is simply not bound.
  const inviter = inviteCode ? db.users.find((u) => u.inviteCode === inviteCode.trim().toUpperCase()) : undefined
  const user: MockUser = {
    id: `U${nextSeq(db)}`,
    address: getAddress(address),
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

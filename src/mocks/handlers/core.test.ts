import { Wallet } from 'ethers'
import { RpcError } from '@/shared/api/errors'
import { rpc } from './test-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { getDb } from '../db'
import { SEED_INVITER } from '../seed'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'

// The start-up and account handlers, called through the real client as the app calls them.

interface Account {
  user: { username: string; inviteCode: string; inviterCode: string }
  info: { directCount: number; indirectCount: number; lang: string }
}
interface LoginAnswer extends Account {
  token: string
}

// Fixed keys: the same addresses on every run.
const alice = new Wallet('0x' + '11'.repeat(32))
const bob = new Wallet('0x' + '22'.repeat(32))
const carol = new Wallet('0x' + '33'.repeat(32))

async function login(wallet: Wallet, code?: string): Promise<LoginAnswer> {
  const signature = await wallet.signMessage(LOGIN_MESSAGE)
  const answer = await rpc(RPC.login, { address: wallet.address, signature, code })
  useSessionStore.setState({ token: answer.token })
  return answer
}

async function failure(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcError)
  return error as RpcError
}

describe('00000 global config', () => {
  it('answers the contract, chains, coins, pairs, contact and promo', async () => {
    const config = await rpc(RPC.globalConfig)
    expect(config).toMatchObject({
      serviceContract: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chains: [
        { id: 'TRC20', name: 'TRON (TRC20)', addressPrefix: 'T' },
        { id: 'ERC20', name: 'Ethereum (ERC20)', addressPrefix: '0x' },
      ],
      coins: expect.arrayContaining(['USDT', 'ETH', 'BTC', 'TRX']),
      pairs: expect.arrayContaining([{ symbol: 'ETH/USDT', base: 'ETH', quote: 'USDT' }]),
      contact: { email: expect.any(String), telegram: expect.any(String) },
      promo: { maxApr: '400' },
    })
  })
})

describe('10002 wallet login', () => {
  it("logs in with the wallet's signature of DAPP and creates the user once", async () => {
    const first = await login(alice)
    expect(first.token).toMatch(/^[0-9a-f]{40}$/)
    expect(first.user.username).toBe(alice.address)
    expect(first.user.inviteCode).toMatch(/^[0-9A-Z]{6}$/)
    expect(first.user.inviterCode).toBe('')

    // Any address case logs into the same user, with a new session.
    const again = await rpc(RPC.login, {
      address: alice.address.toLowerCase(),
      signature: await alice.signMessage(LOGIN_MESSAGE),
    })
    expect(again.user).toEqual(first.user)
    expect(again.token).not.toBe(first.token)
    expect(getDb().users.filter((u) => u.address === alice.address)).toHaveLength(1)
  })

  it('refuses a signature by another wallet, of another text, or malformed', async () => {
    const cases = [
      await bob.signMessage(LOGIN_MESSAGE),
      await alice.signMessage('something else'),
      '0x1234',
    ]
    for (const signature of cases) {
      const error = await failure(rpc(RPC.login, { address: alice.address, signature }))
      expect(error).toMatchObject({ code: '1002', respMsg: 'Signature verification failed' })
    }
    expect(getDb().users.some((u) => u.address === alice.address)).toBe(false)
  })

  it('refuses a missing or invalid address', async () => {
    const signature = await alice.signMessage(LOGIN_MESSAGE)
    expect(await failure(rpc(RPC.login, { signature }))).toMatchObject({ code: '1003' })
    expect(await failure(rpc(RPC.login, { address: 'T123', signature }))).toMatchObject({ code: '1003' })
  })

  it("binds the inviter whose code came along, and counts direct and indirect invitees", async () => {
    const a = await login(alice, SEED_INVITER.inviteCode.toLowerCase())
    expect(a.user.inviterCode).toBe(SEED_INVITER.inviteCode)

    await login(bob, a.user.inviteCode)
    await login(carol, (await login(bob)).user.inviteCode)

    const seeded = getDb().users.find((u) => u.id === SEED_INVITER.id)!
    await login(alice)
    const info = await rpc(RPC.userInfo)
    expect(info.info).toMatchObject({ directCount: 1, indirectCount: 1 })
    expect(getDb().users.filter((u) => u.inviterId === seeded.id)).toHaveLength(1)
  })

  it('ignores an unknown invite code, and never rebinds an existing user', async () => {
    expect((await login(alice, 'NOPE42')).user.inviterCode).toBe('')
    expect((await login(alice, SEED_INVITER.inviteCode)).user.inviterCode).toBe('')
  })
})

describe('10003 user info', () => {
  it('answers the logged-in user', async () => {
    const { user } = await login(alice)
    const account = await rpc(RPC.userInfo)
    expect(account.user).toEqual(user)
  })

  it('answers 500 without a valid token', async () => {
    expect(await failure(rpc(RPC.userInfo))).toMatchObject({ code: '500', respMsg: 'Session expired, please log in again' })
    useSessionStore.setState({ token: 'made-up' })
    expect(await failure(rpc(RPC.userInfo))).toMatchObject({ code: '500' })
  })
})

describe('E0001 set language and 10001 visit report', () => {
  it('stores the language, on the user too when logged in', async () => {
    await expect(rpc(RPC.setLanguage, { lang: 'fr' })).resolves.toEqual({ lang: 'fr' })
    expect(getDb().language).toBe('fr')

    await login(alice)
    await rpc(RPC.setLanguage, { lang: 'ja' })
    expect((await rpc(RPC.userInfo)).info.lang).toBe('ja')
  })

  it('refuses an unknown language', async () => {
    expect(await failure(rpc(RPC.setLanguage, { lang: 'xx' }))).toMatchObject({ code: '1003' })
    expect(await failure(rpc(RPC.setLanguage))).toMatchObject({ code: '1003' })
  })

  it('counts visit reports with code=1', async () => {
    await rpc(RPC.visitReport, { code: 1 })
    await expect(rpc(RPC.visitReport, { code: 1 })).resolves.toEqual({ visits: 2 })
    expect(await failure(rpc(RPC.visitReport, { code: 2 }))).toMatchObject({ code: '1003' })
  })
})

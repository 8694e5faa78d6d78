import { Signature, Wallet } from 'ethers'
import { RpcError } from '@/shared/api/errors'
import { rpc, speak } from './test-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { getDb } from '../db'
import { SEED_INVITER } from '../seed'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import type { LoginNonce } from '@/shared/api/contract/login'
import { formatSiweMessage, type SiweMessage } from '@/shared/api/contract/siwe'
import { advanceClock, nowIso } from '../clock'
import { getSiweHosts, LOGIN_NONCE_TTL_MS, setSiweHosts, siweHost } from './core'
import { tronAddressOf, tronMessageDigest } from '@/shared/wallet/tron'

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

describe('10002 wallet login from a TRON wallet', () => {
  // What tronWeb.trx.signMessageV2 makes (src/shared/wallet/tron.test.ts checks it against tronweb).
  const signTron = (wallet: Wallet, text: string) => Signature.from(wallet.signingKey.sign(tronMessageDigest(text))).serialized

  it('logs in with the T address and its TIP-191 signature of DAPP; the username is the T address', async () => {
    const address = await tronAddressOf(alice.address)
    const first = await rpc(RPC.login, { address, signature: signTron(alice, LOGIN_MESSAGE) })
    expect(first.user.username).toBe(address)
    const again = await rpc(RPC.login, { address, signature: signTron(alice, LOGIN_MESSAGE) })
    expect(again.user).toEqual(first.user)
    expect(getDb().users.filter((u) => u.address === address)).toHaveLength(1)
  })

  it("refuses another key's signature, another text, an EVM signature of DAPP, or a malformed one", async () => {
    const address = await tronAddressOf(alice.address)
    for (const signature of [signTron(bob, LOGIN_MESSAGE), signTron(alice, 'something else'), await alice.signMessage(LOGIN_MESSAGE), '0x1234']) {
      expect(await failure(rpc(RPC.login, { address, signature }))).toMatchObject({ code: '1002', respMsg: 'Signature verification failed' })
    }
    expect(getDb().users.some((u) => u.address === address)).toBe(false)
  })

  it('refuses a T address with a wrong checksum, or in other case (base58: case matters)', async () => {
    const address = await tronAddressOf(alice.address)
    const signature = signTron(alice, LOGIN_MESSAGE)
    expect(await failure(rpc(RPC.login, { address: `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`, signature }))).toMatchObject({ code: '1003' })
    expect(await failure(rpc(RPC.login, { address: address.toLowerCase(), signature }))).toMatchObject({ code: '1003' })
  })
})

describe('login mode switch', () => {
  const control = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init)

  it("00000 advertises the DAPP login until POST /__mock/login-mode turns EIP-4361 on", async () => {
    expect(await rpc(RPC.globalConfig)).toMatchObject({ login: { mode: 'dapp' } })
    const answer = await control('/__mock/login-mode', { method: 'POST', body: JSON.stringify({ mode: 'siwe' }) })
    expect(await answer.json()).toMatchObject({ loginMode: 'siwe' })
    expect(await rpc(RPC.globalConfig)).toMatchObject({ login: { mode: 'siwe' } })
    await expect((await control('/__mock/state')).json()).resolves.toMatchObject({ loginMode: 'siwe' })

    const refused = await control('/__mock/login-mode', { method: 'POST', body: JSON.stringify({ mode: 'other' }) })
    expect(refused.status).toBe(400)
    await control('/__mock/reset', { method: 'POST' })
    expect(await rpc(RPC.globalConfig)).toMatchObject({ login: { mode: 'dapp' } })
  })
})

describe('EIP-4361 login (login.mode siwe): 10004 nonce, 10002 with the signed message', () => {
  beforeEach(() => {
    getDb().config.login = { mode: 'siwe' }
    // The site the mock serves, as browser.ts and server.ts set it: the jsdom page's host here.
    setSiweHosts(['localhost:3000'])
  })
  afterEach(() => setSiweHosts([]))

  const nonceFor = (wallet: Wallet) => rpc(RPC.loginNonce, { address: wallet.address })

  /** The message the app builds for `wallet` with `issued`, with any field changed. */
  const messageFor = (wallet: Wallet, issued: LoginNonce, change: Partial<SiweMessage> = {}) =>
    formatSiweMessage({
      domain: 'localhost:3000',
      address: wallet.address,
      statement: 'Sign in to ETO with this wallet.',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 1,
      nonce: issued.nonce,
      issuedAt: issued.issuedAt,
      expirationTime: issued.expiresAt,
      ...change,
    })

  const siweLogin = (address: string, message: string, signature: string) =>
    rpc(RPC.login, { address, message, signature })

  const refusal = async (promise: Promise<unknown>) => {
    const error = await failure(promise)
    expect(error.code).toBe('1002')
    return error.respMsg
  }

  it('10004 issues a fresh nonce per call, for five minutes of the mock clock', async () => {
    const first = await nonceFor(alice)
    expect(first).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      issuedAt: nowIso(),
      expiresAt: new Date(Date.parse(nowIso()) + LOGIN_NONCE_TTL_MS).toISOString(),
    })
    expect((await nonceFor(alice)).nonce).not.toBe(first.nonce)
    expect(await failure(rpc(RPC.loginNonce))).toMatchObject({ code: '1003' })
    expect(await failure(rpc(RPC.loginNonce, { address: 'T123' }))).toMatchObject({ code: '1003' })
  })

  it('logs in with the signed message and spends the nonce: the same message and signature are refused after', async () => {
    const message = messageFor(alice, await nonceFor(alice))
    const signature = await alice.signMessage(message)
    const answer = await siweLogin(alice.address.toLowerCase(), message, signature)
    expect(answer.user.username).toBe(alice.address)
    expect(answer.token).toMatch(/^[0-9a-f]{40}$/)
    expect(getDb().loginNonces).toEqual([expect.objectContaining({ address: alice.address, usedAt: nowIso() })])

    expect(await refusal(siweLogin(alice.address, message, signature))).toBe('Sign-in nonce already used, please connect again')
    expect(getDb().sessions).toHaveLength(1)
  })

  it('refuses a message that names another site (a signature a phishing page obtained), spending no nonce', async () => {
    const issued = await nonceFor(alice)
    for (const change of [{ domain: 'evil.example' }, { uri: 'https://evil.example' }]) {
      const message = messageFor(alice, issued, change)
      expect(await refusal(siweLogin(alice.address, message, await alice.signMessage(message)))).toBe('Sign-in message is for another site')
    }
    const good = messageFor(alice, issued)
    await expect(siweLogin(alice.address, good, await alice.signMessage(good))).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('judges the site by the hosts it was set up with, never by the Origin or Host the request carries', async () => {
    // A client outside a browser writes any headers: the phishing site's message, relayed with
    // that site's name as Origin, Host and URL, is still for another site.
    const login = (message: string, signature: string, url: string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ address: alice.address, message, signature }).toString(),
      }).then((r) => r.json() as Promise<{ respCode: string; respMsg: string }>)
    const issued = await nonceFor(alice)
    const phished = messageFor(alice, issued, { domain: 'evil.example', uri: 'https://evil.example' })
    const phishedSignature = await alice.signMessage(phished)
    expect(await login(phished, phishedSignature, 'https://evil.example/adc/html/eto/10002.do', { Origin: 'https://evil.example', Host: 'evil.example' })).toMatchObject({
      respCode: '1002',
      respMsg: 'Sign-in message is for another site',
    })
    // This site's message is good whatever the request claims to come from.
    const good = messageFor(alice, issued)
    expect(await login(good, await alice.signMessage(good), 'https://evil.example/adc/html/eto/10002.do', { Origin: 'https://evil.example' })).toMatchObject({ respCode: '00000' })
  })

  it('refuses every EIP-4361 login while no site is set up, and takes hosts or origins as the setting', async () => {
    setSiweHosts([])
    const message = messageFor(alice, await nonceFor(alice))
    expect(await refusal(siweLogin(alice.address, message, await alice.signMessage(message)))).toBe('Sign-in message is for another site')

    setSiweHosts(['ETO.example', 'https://app.eto.example', 'http://[::1]:8787/', ' localhost:3000 '])
    expect(getSiweHosts()).toEqual(['eto.example', 'app.eto.example', '[::1]:8787', 'localhost:3000'])
    for (const wrong of ['', 'eto.example/app', 'user@eto.example', 'not a host', 'https://']) expect(() => siweHost(wrong)).toThrow(/not a host/)
    // The message's domain and URI are compared as hosts: case does not matter.
    const upper = messageFor(alice, await nonceFor(alice), { domain: 'ETO.EXAMPLE', uri: 'https://Eto.Example/home' })
    await expect(siweLogin(alice.address, upper, await alice.signMessage(upper))).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('refuses an expired nonce', async () => {
    const message = messageFor(alice, await nonceFor(alice))
    const signature = await alice.signMessage(message)
    advanceClock({ ms: LOGIN_NONCE_TTL_MS })
    expect(await refusal(siweLogin(alice.address, message, signature))).toBe('Sign-in nonce expired, please connect again')
    // Even when the message itself claims a longer life.
    const issued = await nonceFor(alice)
    const longer = messageFor(alice, issued, { expirationTime: '2030-01-01T00:00:00.000Z' })
    const longerSignature = await alice.signMessage(longer)
    advanceClock({ ms: LOGIN_NONCE_TTL_MS + 1 })
    expect(await refusal(siweLogin(alice.address, longer, longerSignature))).toBe('Sign-in nonce expired, please connect again')
  })

  it('refuses a message whose own expiry passed, or that is not valid yet', async () => {
    const issued = await nonceFor(alice)
    const expired = messageFor(alice, issued, { expirationTime: issued.issuedAt })
    expect(await refusal(siweLogin(alice.address, expired, await alice.signMessage(expired)))).toBe('Sign-in message expired, please connect again')
    const early = messageFor(alice, issued, { notBefore: issued.expiresAt })
    expect(await refusal(siweLogin(alice.address, early, await alice.signMessage(early)))).toBe('Sign-in message is not valid yet')
  })

  it('refuses another address: in the field, as the signer, or as the one the nonce was issued to', async () => {
    const issued = await nonceFor(alice)
    const message = messageFor(alice, issued)
    const signature = await alice.signMessage(message)
    expect(await refusal(siweLogin(bob.address, message, signature))).toBe('Sign-in message is for another address')
    expect(await refusal(siweLogin(alice.address, message, await bob.signMessage(message)))).toBe('Signature verification failed')
    // Bob cannot use a nonce issued to alice.
    const bobs = messageFor(bob, issued)
    expect(await refusal(siweLogin(bob.address, bobs, await bob.signMessage(bobs)))).toBe('Sign-in nonce unknown, please connect again')
    const madeUp = messageFor(alice, { ...issued, nonce: 'a'.repeat(32) })
    expect(await refusal(siweLogin(alice.address, madeUp, await alice.signMessage(madeUp)))).toBe('Sign-in nonce unknown, please connect again')

    // None of the refusals spent the nonce.
    await expect(siweLogin(alice.address, message, signature)).resolves.toMatchObject({ user: { username: alice.address } })
  })

  it('refuses the DAPP login, a text that is not EIP-4361, and an address not in EIP-55 form', async () => {
    const dapp = await alice.signMessage(LOGIN_MESSAGE)
    expect(await failure(rpc(RPC.login, { address: alice.address, signature: dapp }))).toMatchObject({ code: '1003', respMsg: 'Missing parameter: message' })
    expect(await refusal(siweLogin(alice.address, LOGIN_MESSAGE, dapp))).toBe(
      'Sign-in message is not a valid EIP-4361 message (not a Sign-In with Ethereum message)',
    )
    const lower = messageFor(alice, await nonceFor(alice), { address: alice.address.toLowerCase() })
    expect(await refusal(siweLogin(alice.address, lower, await alice.signMessage(lower)))).toBe('Sign-in message address is not EIP-55 checksummed')
    expect(getDb().users.some((u) => u.address === alice.address)).toBe(false)
  })

  it('refuses a T address: EIP-4361 names an EVM address (a TRON wallet logs in in DAPP mode)', async () => {
    const tron = await tronAddressOf(alice.address)
    const message = messageFor(alice, await nonceFor(alice))
    const error = await failure(siweLogin(tron, message, await alice.signMessage(message)))
    expect(error).toMatchObject({ code: '1003', respMsg: 'Invalid parameter address: not a ERC20 address (prefix)' })
    expect(getDb().users.some((u) => u.address === tron)).toBe(false)
  })

  it('in DAPP mode, a signed EIP-4361 message does not log in', async () => {
    const message = messageFor(alice, await nonceFor(alice))
    const signature = await alice.signMessage(message)
    getDb().config.login = { mode: 'dapp' }
    expect(await refusal(siweLogin(alice.address, message, signature))).toBe('Signature verification failed')
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
    await expect(speak('fr')).resolves.toEqual({ lang: 'fr' })
    expect(getDb().language).toBe('fr')

    await login(alice)
    await speak('ja')
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

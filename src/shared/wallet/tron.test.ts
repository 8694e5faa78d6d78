// @vitest-environment node
// (tronweb, the outside reference, hashes with Node buffers that jsdom's realm refuses.)
import { computeAddress, getBytes, hexlify, Signature, Wallet } from 'ethers'
import { TronWeb } from 'tronweb'
import { describe, expect, it } from 'vitest'
import { evmAddressOf, isTronAddress, recoverTronSigner, tronAddressOf } from './tron'

// Checked against outside vectors: tronweb's own pairs, trustwallet/wallet-core's TRON address
// tests (tests/chains/Tron/AddressTests.cpp), and signatures made by tronweb's signMessageV2.

describe('TRON addresses', () => {
  it('write the hex form and the EVM form as the same T address, both ways (tronweb pair)', async () => {
    expect(await tronAddressOf('417e5f4552091a69125d5dfcb7b8c2659029395bdf')).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')
    expect(await tronAddressOf('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf')).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')
    expect(await evmAddressOf('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
  })

  it.each([
    ['2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa54', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'],
    ['BE88DF1D0BF30A923CB39C3BB953178BAAF3726E8D3CE81E7C8462E046E0D835', 'THRF3GuPnvvPzKoaT8pJex5XHmo8NNbCb3'],
  ])('are the key’s EVM address in base58check (wallet-core: %s)', async (key, tron) => {
    expect(await tronAddressOf(computeAddress(`0x${key.toLowerCase()}`))).toBe(tron)
    expect(await isTronAddress(tron)).toBe(true)
  })

  it.each(['abc', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W', '2MegQ6oqSda2tTagdEzBA'])(
    'refuse what is not one (wallet-core: %s)',
    async (text) => {
      expect(await isTronAddress(text)).toBe(false)
      await expect(evmAddressOf(text)).rejects.toThrow()
    },
  )

  it('refuse a T address with one character changed (checksum), or in other case', async () => {
    expect(await isTronAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD')).toBe(false)
    expect(await isTronAddress('tjrywwfs9wtfgzg3jbrvrifbnfcug5tdec')).toBe(false)
    expect(await isTronAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC ')).toBe(false)
  })

  it('agree with tronweb on random keys', async () => {
    for (let i = 0; i < 20; i++) {
      const wallet = Wallet.createRandom()
      const tron = TronWeb.address.fromPrivateKey(wallet.privateKey.slice(2))
      expect(await tronAddressOf(wallet.address)).toBe(tron)
      expect(await evmAddressOf(tron as string)).toBe(wallet.address)
    }
  })
})

describe('TRON message signatures (TIP-191, signMessageV2)', () => {
  const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:9' })
  const key = '2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa54'

  it.each(['DAPP', '登录 ETO', 'مرحبا', ''])('recover the signer of %j as tronweb signs it', async (message) => {
    const signature = tronWeb.trx.signMessageV2(message, key)
    expect(await recoverTronSigner(message, signature)).toBe('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')
    expect(await tronWeb.trx.verifyMessageV2(message, signature)).toBe('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')
  })

  it('recover someone else for another text, and throw on a malformed signature', async () => {
    const signature = tronWeb.trx.signMessageV2('DAPP', key)
    expect(await recoverTronSigner('DAPP!', signature)).not.toBe('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')
    await expect(recoverTronSigner('DAPP', '0x1234')).rejects.toThrow()
    // The same signature with v 0/1, or in EIP-2098's 64 bytes: not what a TRON wallet sends.
    const bytes = getBytes(signature)
    await expect(recoverTronSigner('DAPP', hexlify(Uint8Array.from([...bytes.slice(0, 64), bytes[64] - 27])))).rejects.toThrow()
    await expect(recoverTronSigner('DAPP', Signature.from(signature).compactSerialized)).rejects.toThrow()
  })

  it('is not an EVM signature of the same text (another prefix)', async () => {
    const wallet = new Wallet(`0x${key}`)
    const evmSignature = await wallet.signMessage('DAPP')
    expect(await recoverTronSigner('DAPP', evmSignature)).not.toBe('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')
  })
})

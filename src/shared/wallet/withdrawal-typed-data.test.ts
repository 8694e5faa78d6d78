// @vitest-environment node
import { TypedDataEncoder, verifyTypedData, Wallet } from 'ethers'
import { withdrawalTypedData, WITHDRAWAL_DOMAIN, WITHDRAWAL_TYPES, type WithdrawalMessage } from '@/shared/api/contract/withdrawal-typed-data'

// The worked example of docs/api.md (00000 `withdrawAuth`): a fixed key (the first of the public
// Hardhat / anvil test keys), a fixed withdrawal, its hashes and its signature. A backend checks
// its own verification against these numbers.

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const MESSAGE: WithdrawalMessage = {
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  coin: 'USDT',
  chain: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: '100',
  fee: '1',
  nonce: '8f3a2c1d9e7b6a5f4c3d2e1f0a9b8c7d',
  deadline: 1796212800,
}
const SIGNATURE = '0xe9e242be48140d6af166996ea230436396d32276ec4a0e0d318438b49c82043a1d0a0b54bdac28792f712a68fb731fd51f9ece77b9be1d0fe44bbed7117d06db1b'
const types = { Withdrawal: [...WITHDRAWAL_TYPES.Withdrawal] }
const domain = { ...WITHDRAWAL_DOMAIN, chainId: 1 }

describe('a withdrawal signed as EIP-712 typed data', () => {
  it('has the documented type, domain separator, struct hash and digest', () => {
    expect(TypedDataEncoder.from(types).encodeType('Withdrawal')).toBe('Withdrawal(address account,string coin,string chain,string address,string amount,string fee,string nonce,uint256 deadline)')
    expect(TypedDataEncoder.hashDomain(domain)).toBe('0xc0274bcb513702bc0b507a257d885b3714b49278af403d9682a49cf5a142e729')
    expect(TypedDataEncoder.from(types).hash(MESSAGE)).toBe('0xc84f9555d9229af1fff12428f0600676e9276a4573cc70747d42d83694f77abd')
    expect(TypedDataEncoder.hash(domain, types, MESSAGE)).toBe('0x8b88f278afab50a91a802470e007cb250ffa188ee56eb8e12818a5632c12a304')
  })

  it('signs to the documented signature with the fixed key, which recovers the account', async () => {
    expect(await new Wallet(KEY).signTypedData(domain, types, MESSAGE)).toBe(SIGNATURE)
    expect(verifyTypedData(domain, types, MESSAGE, SIGNATURE)).toBe(MESSAGE.account)
  })

  it('recovers another signer from any other figure or another chain: the signature covers them all', () => {
    for (const changed of [{ amount: '1000' }, { address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }, { fee: '0' }, { nonce: 'ffffffffffffffffffffffffffffffff' }, { deadline: 1796212801 }, { coin: 'USDC' }, { chain: 'ERC20' }]) {
      expect(verifyTypedData(domain, types, { ...MESSAGE, ...changed }, SIGNATURE), JSON.stringify(changed)).not.toBe(MESSAGE.account)
    }
    expect(verifyTypedData({ ...domain, chainId: 56 }, types, MESSAGE, SIGNATURE)).not.toBe(MESSAGE.account)
  })

  it('is sent to the wallet as eth_signTypedData_v4 expects: the domain type, the primary type, the message', () => {
    const json = JSON.parse(JSON.stringify(withdrawalTypedData(MESSAGE, 31337))) as ReturnType<typeof withdrawalTypedData>
    expect(json.domain).toEqual({ name: 'ETO', version: '1', chainId: 31337 })
    expect(json.primaryType).toBe('Withdrawal')
    expect(json.types.EIP712Domain.map((f) => f.name)).toEqual(['name', 'version', 'chainId'])
    expect(json.message).toEqual(MESSAGE)
  })
})

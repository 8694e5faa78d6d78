// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

/// @title Service payment
/// @notice The contract the app pays (the config's `serviceContract`). A payer approves exactly
/// `amount` of a token to this contract, then calls `pay`: the tokens move to the treasury and a
/// `Paid` event records who paid what for which reference. The backend credits payments from
/// those events (docs/api.md, "The service contract").
contract ServicePayment {
    /// The only account that may withdraw what this contract holds. Fixed at deploy: no transfer,
    /// so there is no ownership logic to get wrong.
    address public immutable owner;
    /// Where payments go: this contract itself (then `withdraw` moves them on) or an address set at deploy.
    address public immutable treasury;

    /// `ref` is the app's reference of the payment (an order id, say), indexed so a backend can
    /// look one payment up. `token` must be checked by whoever reads the event: `pay` accepts any
    /// contract as a token, so only the configured token's payments are worth anything.
    event Paid(address indexed payer, address indexed token, uint256 amount, bytes32 indexed ref);
    event Withdrawn(address indexed token, address indexed to, uint256 amount);

    /// @param treasury_ the address that receives payments; the zero address means this contract.
    constructor(address treasury_) {
        owner = msg.sender;
        treasury = treasury_ == address(0) ? address(this) : treasury_;
    }

    function pay(address token, uint256 amount, bytes32 ref) external {
        require(amount > 0, "ServicePayment: zero amount");
        // No state of its own to update, so the one interaction comes right after the checks; the
        // event follows it, so it is only ever seen for tokens that really moved.
        _callToken(token, abi.encodeCall(IERC20.transferFrom, (msg.sender, treasury, amount)));
        emit Paid(msg.sender, token, amount, ref);
    }

    function withdraw(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "ServicePayment: not the owner");
        require(to != address(0), "ServicePayment: withdraw to the zero address");
        _callToken(token, abi.encodeCall(IERC20.transfer, (to, amount)));
        emit Withdrawn(token, to, amount);
    }

    /// Calls a token the way that works for every ERC-20 in use: some (USDT on Ethereum) return
    /// nothing from transfer/transferFrom, so an empty answer counts as success, a `false` as
    /// failure. An address without code would also answer empty, hence the code check: otherwise
    /// "paying" with a made-up token address would emit `Paid` without moving anything.
    function _callToken(address token, bytes memory data) private {
        require(token.code.length > 0, "ServicePayment: token is not a contract");
        (bool ok, bytes memory answer) = token.call(data);
        require(ok && (answer.length == 0 || abi.decode(answer, (bool))), "ServicePayment: token transfer failed");
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

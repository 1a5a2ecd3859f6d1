// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A minimal ERC20 for tests: the deployer holds the supply.
contract TestToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor() {
        balanceOf[msg.sender] = 1e24;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        require(allowance[from][msg.sender] >= amount, "allowance");
        allowance[from][msg.sender] -= amount;
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

/// Stands in for the exchange contract: takes the same calls and records what it receives.
contract RecordingExchange {
    string public lastCall;
    address public lastCaller;
    bytes32 public lastSubaccount;
    address public lastToken;
    uint256 public lastAmount;
    bytes32 public lastReferralCode;
    uint256 public lastValue;
    address public lastAccount;
    bytes32 public lastDigest;

    function deposit(bytes32 subaccount, address depositToken, uint256 amount, bytes32 referralCode) external {
        require(TestToken(depositToken).transferFrom(msg.sender, address(this), amount), "transfer");
        lastCall = "deposit";
        lastCaller = msg.sender;
        lastSubaccount = subaccount;
        lastToken = depositToken;
        lastAmount = amount;
        lastReferralCode = referralCode;
    }

    function depositUsd(bytes32 subaccount, bytes32 referralCode) external payable {
        lastCall = "depositUsd";
        lastCaller = msg.sender;
        lastSubaccount = subaccount;
        lastReferralCode = referralCode;
        lastValue = msg.value;
    }

    function finalizeWithdraw(address account, bytes32 withdrawDigest) external {
        lastCall = "finalizeWithdraw";
        lastCaller = msg.sender;
        lastAccount = account;
        lastDigest = withdrawDigest;
    }
}

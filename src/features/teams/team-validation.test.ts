import { describe, expect, it } from 'vitest';
import { checkMonthlyCap, checkTransferAmount } from './team-validation';

describe('checkTransferAmount', () => {
  it.each(['', ' ', '0', '-5', '1.5', '1e3', 'ten', '99999999999999999999'])('refuses %j as not a valid amount', (text) => {
    expect(checkTransferAmount(text, 1_000)).toEqual({ problem: 'teams.transfer.invalidAmount' });
  });

  it('refuses more than the balance', () => {
    expect(checkTransferAmount('1001', 1_000)).toEqual({ problem: 'teams.transfer.notEnough' });
  });

  it('accepts a whole number up to the balance, spaces trimmed', () => {
    expect(checkTransferAmount(' 1000 ', 1_000)).toEqual({ amount: 1_000 });
    expect(checkTransferAmount('1', 1_000)).toEqual({ amount: 1 });
  });
});

describe('checkMonthlyCap', () => {
  it.each(['', ' ', '-1', '1.5', '1e3', 'ten', '1000000001', '99999999999999999999'])('refuses %j as not a valid cap', (text) => {
    expect(checkMonthlyCap(text)).toEqual({ problem: 'teams.budget.invalidCap' });
  });

  it('accepts a whole number from 0 up to the largest cap, spaces trimmed', () => {
    expect(checkMonthlyCap(' 0 ')).toEqual({ cap: 0 });
    expect(checkMonthlyCap('1000000000')).toEqual({ cap: 1_000_000_000 });
  });
});

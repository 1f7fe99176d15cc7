import { describe, expect, it } from 'vitest';
import { sampleRewards } from '../sample/account';
import {
  canRedeem,
  isRewardAvailable,
  NEED_MORE_POINTS_LABEL,
  REDEEM_LABEL,
  REWARD_POINTS_BALANCE,
  redeemLabel,
  withAvailability,
} from './rewards';

describe('§2.5 Rewards: a reward can be redeemed only when available, otherwise "Need More Points"', () => {
  it('redeems an available reward', () => {
    expect(canRedeem({ available: true })).toBe(true);
    expect(redeemLabel({ available: true })).toBe('Redeem');
  });

  it('shows "Need More Points" for an unavailable reward', () => {
    expect(canRedeem({ available: false })).toBe(false);
    expect(redeemLabel({ available: false })).toBe('Need More Points');
    expect([REDEEM_LABEL, NEED_MORE_POINTS_LABEL]).toEqual(['Redeem', 'Need More Points']);
  });

  it('derives availability from the balance, inclusive at the edge', () => {
    expect(isRewardAvailable(2450, 2450)).toBe(true);
    expect(isRewardAvailable(2451, 2450)).toBe(false);
    expect(withAvailability([{ name: 'x', points: 10 }], 5)).toEqual([
      { name: 'x', points: 10, available: false },
    ]);
  });
});

describe('§2.5 Sample rewards cost 1000, 500, 2500 and 5000 points; the balance is 2450', () => {
  it('has the balance and the four rewards', () => {
    expect(REWARD_POINTS_BALANCE).toBe(2450);
    expect(sampleRewards.map((r) => r.points)).toEqual([1000, 500, 2500, 5000]);
  });

  it('makes the 1000 and 500 rewards available, not the 2500 and 5000 ones', () => {
    expect(sampleRewards.map((r) => r.available)).toEqual([true, true, false, false]);
    expect(sampleRewards.map(redeemLabel)).toEqual([
      'Redeem',
      'Redeem',
      'Need More Points',
      'Need More Points',
    ]);
  });
});

import type { Reward } from '../people/account';

/** §2.5 The sample points balance. */
export const REWARD_POINTS_BALANCE = 2450;

export const REDEEM_LABEL = 'Redeem';
export const NEED_MORE_POINTS_LABEL = 'Need More Points';

/** A reward is available when the balance covers its points. */
export function isRewardAvailable(points: number, balance: number): boolean {
  return points <= balance;
}

/** §2.5 Rewards: a reward can be redeemed only when available. */
export function canRedeem(reward: Pick<Reward, 'available'>): boolean {
  return reward.available;
}

/** §2.5 The redeem button's label: "Redeem", otherwise "Need More Points". */
export function redeemLabel(reward: Pick<Reward, 'available'>): string {
  return canRedeem(reward) ? REDEEM_LABEL : NEED_MORE_POINTS_LABEL;
}

/** Rewards with `available` derived from a balance. */
export function withAvailability(rewards: readonly Omit<Reward, 'available'>[], balance: number): Reward[] {
  return rewards.map((reward) => ({ ...reward, available: isRewardAvailable(reward.points, balance) }));
}

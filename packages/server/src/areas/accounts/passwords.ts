import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 12 ms a hash on
 * this machine, so a sign-in stays quick while a stolen hash stays slow to guess.
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which this build cannot read by name.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A hash of nothing anyone types, checked when there is no account: a refusal takes as long either way. */
const noAccountHash = hashPassword(crypto.randomUUID());

/** Whether the password is the one hashed; with no hash, the same work and false. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await noAccountHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

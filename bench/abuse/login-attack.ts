const ORIGIN = 'http://localhost:3000';

export interface LoginAttackResult {
  wrongPasswordStatuses: Map<number, number>;
  /** Status of the right password from another address while the attacker is blocked. */
  ownerFromElsewhere: number;
  /** Status of one more wrong password from the attacker's address after the burst. */
  attackerAfterBurst: number;
}

async function login(baseUrl: string, username: string, password: string, address: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * 30 concurrent wrong passwords for one account from one address (through a gateway that trusts the
 * loopback proxy, so X-Forwarded-For is the visitor's address), then the owner signs in from another.
 * Every 401 is a password that was checked; a 429 was refused before any check.
 */
export async function loginAttack(
  baseUrl: string,
  username: string,
  password: string,
  attempts = 30,
): Promise<LoginAttackResult> {
  const attacker = '203.0.113.66';
  const statuses = await Promise.all(
    Array.from({ length: attempts }, (_, i) => login(baseUrl, username, `wrong-guess-${i}`, attacker)),
  );
  const wrongPasswordStatuses = new Map<number, number>();
  for (const s of statuses) wrongPasswordStatuses.set(s, (wrongPasswordStatuses.get(s) ?? 0) + 1);
  return {
    wrongPasswordStatuses,
    ownerFromElsewhere: await login(baseUrl, username, password, '198.51.100.7'),
    attackerAfterBurst: await login(baseUrl, username, 'one-more-guess', attacker),
  };
}

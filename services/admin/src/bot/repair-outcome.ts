import type { BotRepository, StoredRepair } from './bot.repository';
import type { RemedyOutcome } from './remedies';

/** A Fix waits this long for its job before answering; a job still running is settled by the next sweep. */
export const FIX_WAIT_MS = 20_000;

/** Ends a repair by its remedy's outcome (a running job leaves it in progress), logging what happened. */
export async function settleRepair(
  bot: BotRepository,
  id: number,
  outcome: RemedyOutcome,
): Promise<StoredRepair> {
  if (outcome.state !== 'running') {
    await bot.log(
      outcome.state === 'completed' ? 'REPAIR COMPLETED' : 'REPAIR FAILED',
      `#${id}: ${outcome.detail}`,
      outcome.state,
    );
    await bot.updateRepair(id, outcome.state);
  }
  return (await bot.repair(id)) as StoredRepair;
}

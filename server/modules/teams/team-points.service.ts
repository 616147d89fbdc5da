import { randomUUID } from 'node:crypto';
import { errorCodes, ledgerEntryMessage } from '../../../contract';
import type { Database } from '../../db/database';
import type { RecordAnswerIn } from '../../idempotency-store';
import { HttpError } from '../../http-error';
import { ledgerText, type PointsService } from '../points';
import type { UserDirectory } from '../user';
import { OWNER_ONLY_TRANSFER, teamNotFound, type TeamAccessService } from './team-access';
import type { TeamNotifier } from './team-notices';
import { findPoolAccount, lockTeam, membersOf } from './teams.repository';

const NOT_ENOUGH_TO_TRANSFER = 'You do not have enough points to transfer.';

export function createTeamPointsService(deps: {
  db: Database;
  access: TeamAccessService;
  points: PointsService;
  users: UserDirectory;
  notifier: TeamNotifier;
}) {
  return {
    /**
     * Moves points from the owner's balance to the team's pool in one transaction: a debit line on the owner's
     * account and a credit line on the pool, or neither. The debit is the guarded one, so concurrent transfers
     * can never take the owner below zero. With an Idempotency-Key, `recordAnswer` keeps the answer a retry replays in
     * the same transaction.
     */
    async transfer(
      userId: string,
      teamId: string,
      amount: number,
      recordAnswer?: RecordAnswerIn<{ new_user_balance: number; points_balance: number }>,
    ) {
      const { team } = await deps.access.requireOwner(userId, teamId, OWNER_ONLY_TRANSFER);
      const owner = await deps.users.byId(userId);
      const transferId = randomUUID();
      const result = await deps.db.transaction(async (tx) => {
        // Under the team's lock: a deletion of the team cannot slip between the two lines.
        if (!(await lockTeam(tx, teamId))) throw teamNotFound();
        await deps.access.requireOwner(userId, teamId, OWNER_ONLY_TRANSFER, tx);
        const account = await deps.points.accountOf(userId, tx);
        const pool = await findPoolAccount(tx, teamId);
        if (!account || !pool) throw new Error(`Transfer ${transferId} is missing an account`);
        const reference = `team-transfer:${transferId}`;
        const out = ledgerText(ledgerEntryMessage('team_transfer_out', { team: team.name }));
        const into = ledgerText(ledgerEntryMessage('team_transfer_in', { user: owner?.username ?? '' }));
        const debited = await deps.points
          .debit(account.id, amount, { ...out, reference, idempotencyKey: `${reference}:out` }, tx)
          .catch((error: unknown) => {
            if (error instanceof HttpError && error.code === errorCodes.insufficientPoints) {
              throw new HttpError(errorCodes.insufficientPoints, NOT_ENOUGH_TO_TRANSFER);
            }
            throw error;
          });
        const credited = await deps.points.credit(pool.id, amount, { ...into, reference, idempotencyKey: `${reference}:in` }, tx);
        const answer = { new_user_balance: debited.balance, points_balance: credited.balance };
        await recordAnswer?.(tx, answer);
        return answer;
      });
      const others = (await membersOf(deps.db, teamId)).filter((member) => member.userId !== userId);
      for (const member of others) {
        await deps.notifier.notify(member.userId, {
          kind: 'team_points_received',
          teamId,
          teamName: team.name,
          amount,
          fromName: owner?.username ?? '',
        });
      }
      return result;
    },
  };
}

export type TeamPointsService = ReturnType<typeof createTeamPointsService>;

import { notFound } from '../../errors.js';
import { forestOf } from '../../domain/donations/wording.js';
import type { TeamTaskView } from '../../domain/teamTasks/teamTasks.js';
import type { Resolver } from '../resolver.js';

interface Args {
  id: string;
  secret: string;
}

/** A task as its link's page shows it: what to do and where it stands, no donor's name or address. */
export const teamTaskOf = ({ task, donation, state }: TeamTaskView) => ({
  id: task.id,
  kind: task.kind,
  state,
  requestedAt: task.requestedAt,
  dueBy: task.dueBy,
  doneAt: task.doneAt,
  doneBy: task.doneBy,
  twingleTransactionId: donation.paymentProviderTransactionId,
  forest: forestOf(donation.project),
  amount: donation.amount,
  newAmount: task.newAmount,
  pauseFrom: task.pauseFrom ?? null,
  pauseUntil: task.pauseUntil ?? null,
});

export const teamTask: Resolver<Args> = async (_parent, { id, secret }, { services, limit, clientIp }) => {
  await limit(['teamLinkPerIp', clientIp]);
  const view = await services.teamTasks.view(id, secret);
  return view && teamTaskOf(view);
};

export const completeTeamTask: Resolver<Args> = async (_parent, { id, secret }, { services, limit, clientIp }) => {
  await limit(['teamLinkPerIp', clientIp]);
  const view = await services.teamTasks.complete(id, secret);
  if (!view) throw notFound('Diesen Link gibt es nicht (mehr). Die neueste Erinnerung an das Team hat einen gültigen.');
  return teamTaskOf(view);
};

import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

type CoreRoute =
  | 'operatorLogin'
  | 'operatorLoginTotp'
  | 'operatorLoginEnrol'
  | 'operatorLogout'
  | 'operatorChangePassword'
  | 'operatorMe'
  | 'memberSearch'
  | 'memberDetail'
  | 'memberLock'
  | 'memberUnlock'
  | 'memberEndSessions'
  | 'memberForcePasswordChange'
  | 'memberSetRealName'
  | 'memberMoveTeam'
  | 'moneyCredit'
  | 'moneyDebit'
  | 'moneyRequests'
  | 'moneyApprove'
  | 'moneyReject'
  | 'auditLog';

/**
 * The handlers of the sign-in, members, money and audit desks. Thin: the contract schema parsed the input; each
 * calls one service (conventions.md "Server").
 */
export function coreOperatorHandlers(deps: AppRoot): DeskHandlers<CoreRoute> {
  const logins = deps.operatorLogins;
  const operators = deps.operators;
  const membersDesk = deps.memberDesk;
  const money = deps.moneyDesk;
  const auditDesk = deps.auditDesk;
  const teamMoves = deps.teamMoves;
  return {
    operatorLogin: ({ input, meta }) => logins.login(input, meta),
    operatorLoginTotp: ({ input, meta }) => logins.loginTotp(input, meta),
    operatorLoginEnrol: ({ input, meta }) => logins.loginEnrol(input, meta),
    operatorLogout: ({ sessionId }) => logins.logout(sessionId),
    operatorChangePassword: ({ actor, sessionId, input }) => operators.changePassword(actor, sessionId, input),
    operatorMe: ({ actor }) => operators.me(actor),
    memberSearch: ({ actor, input }) => membersDesk.search(actor, input),
    memberDetail: ({ actor, input }) => membersDesk.detail(actor, input.memberId),
    memberLock: ({ actor, input }) => membersDesk.lock(actor, input),
    memberUnlock: ({ actor, input }) => membersDesk.unlock(actor, input),
    memberEndSessions: ({ actor, input }) => membersDesk.endSessions(actor, input),
    memberSetRealName: ({ actor, input }) => membersDesk.setRealName(actor, input),
    memberForcePasswordChange: ({ actor, input }) => membersDesk.forcePasswordChange(actor, input),
    memberMoveTeam: ({ actor, input }) => teamMoves.move(actor, input),
    moneyCredit: ({ actor, input }) => money.credit(deskActorOf(actor), input),
    moneyDebit: ({ actor, input }) => money.debit(deskActorOf(actor), input),
    moneyRequests: ({ actor, input }) => money.list(deskActorOf(actor), input),
    moneyApprove: ({ actor, input }) => money.approve(deskActorOf(actor), input),
    moneyReject: ({ actor, input }) => money.reject(deskActorOf(actor), input),
    auditLog: ({ actor, input }) => auditDesk.list(actor, input),
  };
}

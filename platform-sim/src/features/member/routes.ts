import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import type { Routes } from '../../core/router';

function memberInfo(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    regDate: account.regDate,
    type: account.type,
    clubLabel: account.clubLabel ? { ...account.clubLabel } : null,
    toUpline: account.toUpline,
    withdrawAllowed: account.withdrawAllowed,
  });
}

function inboxUnread(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ count: account.inboxUnread });
}

export function registerMember(router: Routes): void {
  router.get('/wps/member/info', memberInfo).get('/wps/inbox/unread', inboxUnread);
}

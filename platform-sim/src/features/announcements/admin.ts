import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { jsonBody, optionalString, requiredString } from '../../core/params';
import type { Routes } from '../../core/router';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, type State } from './state';

/** `POST /__sim/announcements { type, title, content?, imageUrl?, link?, groupName? }`: a new (newest) announcement. */
async function addAnnouncement(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const type = requiredString(body, 'type').toUpperCase() as AnnouncementType;
  if (!ANNOUNCEMENT_TYPES.includes(type)) throw invalid(`type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
  const { state } = ctx.sim;
  const imageUrl = optionalString(body, 'imageUrl');
  const link = optionalString(body, 'link');
  const groupName = optionalString(body, 'groupName');
  const id = state.nextIds.announcement++;
  state.announcements.push({
    id,
    type,
    title: requiredString(body, 'title'),
    content: optionalString(body, 'content') ?? '',
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(link === undefined ? {} : { link }),
    ...(groupName === undefined ? {} : { groupName }),
    createdAt: ctx.sim.now(),
  });
  return ok({ id });
}

export function registerAnnouncementsAdmin(router: Routes<State>): void {
  router.post('/__sim/announcements', addAnnouncement);
}

import { api } from '@mc/shared-kernel';
import { RebatesSchema, type Rates, type Rebates } from './get-rebates';

/** A downline's rates (`username`, `rates`), or without a username the agent's defaults for new downlines. */
export type UpdateRebatesRequest = { username: string; rates: Rates } | { defaults: Rates };

/** POST /wps/agent/updateDownlineRebates: answers the settings as saved. Setting rates twice sets them once. */
export const updateRebates = (request: UpdateRebatesRequest): Promise<Rebates> =>
  api.post('/wps/agent/updateDownlineRebates', { json: request, schema: RebatesSchema });

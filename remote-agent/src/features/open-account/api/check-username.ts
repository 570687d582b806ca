import * as v from 'valibot';
import { api } from '@mc/shared-kernel';

export const Exists = v.object({ exists: v.boolean() });

/** Whether an account with this name exists already (names match case-insensitively). */
export const usernameExists = (username: string, signal?: AbortSignal): Promise<boolean> =>
  api
    .get('/wps/agent/register/username', { module: 'AGEDOWNMAN3', query: { username }, schema: Exists, signal })
    .then((r) => r.exists);

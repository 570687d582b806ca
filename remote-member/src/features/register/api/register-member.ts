import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEncrypted, settingsQuery, startSession, type SessionInfo } from '@mc/shared-kernel';
import type { RegisterPayload } from '../registration-payload';

export const Registered = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.optional(v.boolean()),
  merchantCode: v.optional(v.string()),
});

/** Creates the account; the platform answers a session for the new member, stored as a login's. */
export async function registerMember(payload: RegisterPayload, merchantCode: string): Promise<SessionInfo> {
  const result = await postEncrypted('put', '/wps/member/register', payload, Registered, 'REGISTER_REE3');
  return startSession(result, merchantCode);
}

export function useRegisterMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: RegisterPayload) => {
      // The site settings are normally cached since start-up; a cold cache fetches them first.
      const { merchantCode } = await client.ensureQueryData(settingsQuery);
      return registerMember(payload, merchantCode);
    },
  });
}

import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bus, sessionStore, settingsQuery, type SessionInfo } from '@mc/shared-kernel';

const FreePlayResult = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  merchantCode: v.optional(v.string()),
  /** The spec's trial flag: 0 keeps the person on the login page; absent counts as on. */
  trial: v.optional(v.number()),
});

export interface FreePlaySession {
  info: SessionInfo;
  /** False when the platform's trial flag is 0: the session is kept but the page does not move on. */
  goHome: boolean;
}

/** Free-play login on the trial merchant; the session is stored as a trial session (trialName). */
export async function freePlayLogin(trialMerchantCode: string): Promise<FreePlaySession> {
  const result = await api.post('/wps/session/login/freeplay', { module: 'FREEPLAY3', schema: FreePlayResult });
  const info: SessionInfo = {
    token: result.token,
    merchantCode: result.merchantCode ?? trialMerchantCode,
    userName: result.userName,
    type: result.customerType,
  };
  sessionStore.getState().login(info, { trial: true });
  bus.emit('session:login', { userName: info.userName });
  return { info, goHome: result.trial !== 0 };
}

export function useFreePlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { trialMerchantCode } = await client.ensureQueryData(settingsQuery);
      return freePlayLogin(trialMerchantCode);
    },
  });
}

import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getRuntimeConfig, useSession } from '@mc/shared-kernel';
import { headIconKey } from './use-head-icon';

/** The picture's bytes in base64 (no `data:` prefix): the platform takes the head icon form-urlencoded. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(file);
  });
}

export const HeadIconUploaded = v.object({ url: v.nullable(v.string()) });

export async function uploadHeadIcon(file: File): Promise<{ url: string | null }> {
  const headIcon = await fileToBase64(file);
  return api.post('/wps/member/headIcon', {
    module: 'PROFPIC3',
    form: { headIcon },
    schema: HeadIconUploaded,
    // Up to 5 MB (7 in base64) on a phone's connection takes longer than an ordinary call.
    timeoutMs: getRuntimeConfig().timeoutMs * 4,
  });
}

/** Uploads; the member centre and every other head icon read the one query, so they show it at once. */
export function useUploadHeadIcon() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: uploadHeadIcon,
    onSuccess: (value) => client.setQueryData(headIconKey(token), value),
  });
}

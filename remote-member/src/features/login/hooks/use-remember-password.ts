import { useEffect, useEffectEvent, useState } from 'react';
import { rememberedCredentials, type RememberedCredential } from '@mc/shared-kernel';
import type { LoginMethod } from './use-login-method';

export interface RememberPassword {
  remember: boolean;
  setRemember(remember: boolean): void;
  /** After a successful login: keep the credential (encrypted) when the box is ticked, else forget it. */
  persist(credential: { username: string; password: string }): Promise<void>;
}

/**
 * The remember-password box of the current login method. When the page opens and whenever the
 * method changes, that method's remembered credential is decrypted and handed to `restore`.
 */
export function useRememberPassword(
  method: LoginMethod,
  restore: (credential: RememberedCredential) => void,
): RememberPassword {
  const [remember, setRemember] = useState(false);
  const onRestore = useEffectEvent(restore);

  useEffect(() => {
    let current = true;
    rememberedCredentials
      .load(method)
      .catch(() => null)
      .then((credential) => {
        // A slow decrypt must not fill the fields of a method the person has already left.
        if (!current) return;
        setRemember(credential !== null);
        if (credential) onRestore(credential);
      });
    return () => {
      current = false;
    };
  }, [method]);

  const persist = async ({ username, password }: { username: string; password: string }) => {
    try {
      if (remember) await rememberedCredentials.save({ type: method, username, password, countryDialingCode: null });
      else rememberedCredentials.remove(method);
    } catch {
      // Remembering is a convenience: a browser that refuses storage or crypto still logs in.
    }
  };

  return { remember, setRemember, persist };
}

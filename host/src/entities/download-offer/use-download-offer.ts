import { useMemo, useState } from 'react';
import { LocalKeys, safeStorage, useSwitch } from '@mc/shared-kernel';
import { useDownloadLinks } from './api/get-download-links';
import { currentDeviceEnv } from './device-env';
import { detectDevice, downloadOffer, downloadsApply } from './download-rules';

/** Whitelabel switch that hides the iOS app link from iOS devices (docs/api-contract.md "Site chrome"). */
export const IOS_HIDE_SWITCH = 'IOSHIDE3';

/** This browser, the site's links and the flags, put through download-rules.ts. */
export function useDownloadOffer() {
  const [env] = useState(currentDeviceEnv);
  const device = useMemo(() => detectDevice(env), [env]);
  const links = useDownloadLinks();
  const iosHidden = useSwitch(IOS_HIDE_SWITCH);
  const webClip = safeStorage('local')?.getItem(LocalKeys.webClip) === '1';
  const offer = useMemo(
    () => (links.data ? downloadOffer(device, links.data, { iosHidden, webClip }, env.screenHeight) : null),
    [device, links.data, iosHidden, webClip, env.screenHeight],
  );
  return { env, device, links, offer, applies: downloadsApply(device) };
}

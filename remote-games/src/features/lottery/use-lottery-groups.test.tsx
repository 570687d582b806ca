import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { useInProcessPlatform, createQueryClient } from '@mc/shared-kernel/testing';
import type { PrizeMode } from '../../entities/prize-mode';
import type { LotteryGroup } from './api/get-lottery-list';
import { ELOTT_CACHE_KEY, ELOTT_REFRESH_DELAY_MS, readElottCache, writeElottCache } from './elott-cache';
import { useLotteryGroups } from './use-lottery-groups';

let platform: Platform;
/** The prize mode of every lottery-list request, in order. */
let calls: string[];

const saved: LotteryGroup[] = [
  {
    displayName: 'Saved e-lottery',
    gameGroupId: '99',
    games: [
      {
        gameId: 'ELOTT_OLD1',
        code: 'OLD1',
        gameName: 'Old Lotto',
        mobileIconUrl: null,
        remark: null,
        entPlaySwitch: true,
        tradPlaySwitch: false,
        mUi: null,
        css: null,
        nodeId: null,
        vassalage: 'ELOTT',
        gameType: 'ELOTT',
        lottoMode: null,
      },
    ],
  },
];

beforeEach(() => {
  jest.useFakeTimers();
  platform = createPlatform();
  calls = [];
  localStorage.clear();
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/game/lottery/list') calls.push(url.searchParams.get('prizeMode') ?? '');
      return platform.fetch(request);
    },
  });
});
afterEach(() => jest.useRealTimers());

function renderGroups(mode: PrizeMode) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ m }) => useLotteryGroups(m), { wrapper, initialProps: { m: mode } });
}

const names = (groups: LotteryGroup[] | undefined) => groups?.map((g) => g.displayName);
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useLotteryGroups: Elott from cache, refreshed after 1 s', () => {
  it('waits exactly one second', () => {
    expect(ELOTT_REFRESH_DELAY_MS).toBe(1000);
  });

  it('shows the saved list at once and asks the platform only after the delay, then saves the answer', async () => {
    writeElottCache(saved, Date.now() - 5_000);
    const { result } = renderGroups('Elott');
    expect(names(result.current.data)).toEqual(['Saved e-lottery']);
    await wait(999);
    expect(calls).toEqual([]);
    expect(names(result.current.data)).toEqual(['Saved e-lottery']);
    await wait(1);
    await waitFor(() => expect(names(result.current.data)).toEqual(['E-Lottery']));
    expect(calls).toEqual(['Elott']);
    expect(names(readElottCache()?.groups)).toEqual(['E-Lottery']);
    await wait(5_000);
    expect(calls).toEqual(['Elott']);
  });

  it('refreshes even a list saved a moment ago', async () => {
    writeElottCache(saved, Date.now());
    const { result } = renderGroups('Elott');
    await wait(ELOTT_REFRESH_DELAY_MS);
    await waitFor(() => expect(names(result.current.data)).toEqual(['E-Lottery']));
    expect(calls).toEqual(['Elott']);
  });

  it('asks at once when nothing is saved, and saves what comes back', async () => {
    const { result } = renderGroups('Elott');
    expect(result.current.isPending).toBe(true);
    await wait(0);
    expect(calls).toEqual(['Elott']);
    await waitFor(() => expect(names(result.current.data)).toEqual(['E-Lottery']));
    expect(readElottCache()?.groups[0]?.games.length).toBeGreaterThan(0);
  });

  it('ignores a saved value that no longer reads as a list', async () => {
    localStorage.setItem(ELOTT_CACHE_KEY, JSON.stringify({ savedAt: 1, groups: [{ nope: true }] }));
    expect(readElottCache()).toBeNull();
    const { result } = renderGroups('Elott');
    await wait(0);
    expect(calls).toEqual(['Elott']);
    await waitFor(() => expect(names(result.current.data)).toEqual(['E-Lottery']));
  });

  it('keeps the saved list when the delayed refresh fails', async () => {
    writeElottCache(saved, 1);
    await platform.fetch(
      new Request('http://sim/__sim/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '/wps/game/lottery/list', status: 503, times: 1 }),
      }),
    );
    const { result } = renderGroups('Elott');
    await wait(ELOTT_REFRESH_DELAY_MS);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(names(result.current.data)).toEqual(['Saved e-lottery']);
  });

  it('asks for the other modes at once and saves none of them', async () => {
    writeElottCache(saved, 1);
    const { result, rerender } = renderGroups('Lott');
    await wait(0);
    expect(calls).toEqual(['Lott']);
    await waitFor(() => expect(names(result.current.data)).toEqual(['Vietnam Lottery', 'Lottery']));
    rerender({ m: 'SEA' });
    await wait(0);
    expect(calls).toEqual(['Lott', 'SEA']);
    expect(names(readElottCache()?.groups)).toEqual(['Saved e-lottery']);
  });

  it('drops the delayed call when the tab changes within the second', async () => {
    writeElottCache(saved, 1);
    const { rerender } = renderGroups('Elott');
    await wait(500);
    rerender({ m: 'ZY' });
    await wait(2_000);
    expect(calls).toEqual(['ZY']);
  });
});

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@mc/shared-kernel';

/** The part of a game the launch rules read. */
export interface LaunchableGame {
  gameCode?: string | null;
}

export interface LaunchDestination {
  to: string;
  state?: { from: string };
}

/** Spec section 4 "Game launch": no session goes to /m/login first; the vendor rules come with the launch issue. */
export function launchDestination(game: LaunchableGame, context: { loggedIn: boolean; from: string }): LaunchDestination {
  if (!context.loggedIn) return { to: '/m/login', state: { from: context.from } };
  const query = new URLSearchParams({ code: game.gameCode || 'lobby', pageBack: context.from });
  return { to: `/m/launchGame?${query.toString()}` };
}

/** The one place a tapped game goes somewhere, so every tile obeys the same launch rules. */
export function useLaunchGame(): (game: LaunchableGame) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => s.info !== null);
  const from = location.pathname + location.search;
  return useCallback(
    (game) => {
      const destination = launchDestination(game, { loggedIn, from });
      navigate(destination.to, destination.state ? { state: destination.state } : undefined);
    },
    [navigate, loggedIn, from],
  );
}

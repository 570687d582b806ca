import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';
import '../i18n/lobby/namespace';
import '../i18n/play/namespace';

const routes: RemoteRoute[] = [
  {
    path: '/m/gameList',
    guard: 'none',
    titleKey: 'games:list.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/game-list/game-list-page'),
  },
  {
    path: '/m/gameLobby',
    titleKey: 'games-lobby:gameLobby.title',
    load: () => import('../features/lobbies/game-lobby-page'),
  },
  {
    path: '/m/gameCenter',
    titleKey: 'games-lobby:gameCenter.title',
    load: () => import('../features/lobbies/game-center-page'),
  },
  {
    path: '/m/slotsCenter',
    titleKey: 'games-lobby:slotsCenter.title',
    load: () => import('../features/lobbies/slots-center-page'),
  },
  { path: '/m/lottery', titleKey: 'games-lobby:lottery.title', load: () => import('../features/lottery/lottery-page') },
  {
    path: '/m/moreLottery',
    titleKey: 'games-lobby:moreLottery.title',
    bottomMenu: false,
    load: () => import('../features/lottery/more-lottery-page'),
  },
  {
    path: '/m/startLottery',
    titleKey: 'games-lobby:startLottery.title',
    load: () => import('../features/lottery/start-lottery-page'),
  },
  {
    path: '/m/launchGame',
    guard: 'member',
    titleKey: 'games-play:launch.title',
    bottomMenu: false,
    load: () => import('../features/launch/launch-game-page'),
  },
  {
    path: '/m/trail',
    titleKey: 'games-play:trial.title',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/trial/trial-page'),
  },
];

export default routes;

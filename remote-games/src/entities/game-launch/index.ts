// Starting a game: where a tapped game, vendor tile, widget row or lottery button goes (the launch rules and
// the hook every screen calls), and the /m/launchGame address the launch page reads.
export { launchPath, readLaunchQuery, type LaunchQuery } from './launch-query';
export { useLaunchGame, type LaunchableGame, type LaunchOptions, type LaunchSource } from './use-launch-game';

// A game's tile (icon, name, favourite heart) and its placeholder; their stylesheet also styles the grid
// of tiles (.gm-grid) and the strip of class tabs above one (.gm-classes, .gm-class).
export { GameTile } from './game-tile';
export { GameTileSkeleton } from './game-tile-skeleton';

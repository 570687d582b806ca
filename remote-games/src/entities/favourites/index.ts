// A member's favourite games: which games are favourites (the heart on every screen that shows one), the
// add/remove toggle with its notices and cache updates, and the paged favourites list.
export { useFavouriteIds, useFavouriteIdsQuery } from './api/favourite-ids';
export { favouritesKeys, useFavouritesList, type FavouritesParams } from './api/favourites-list';
export { useLoginFirst } from './use-login-first';
export { FAVOURITE_LOADING_MS, useToggleFavourite, type FavouriteGame } from './use-toggle-favourite';

/** /m/home is also /, /m, /m/, /m/index and /m/index.html. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

export const isHomePath = (pathname: string): boolean => pathname === '/m/home' || HOME_ALIASES.includes(pathname);

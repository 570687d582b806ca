// What the site uses of react-router, provided under the shared name 'react-router' (shared.cjs) and
// used for 'react-router' in the host and the plain build too. Shared whole, react-router was the host's
// largest script (60 KB gzip): a shared module is never tree-shaken (any remote may use any export) and the
// package's module entry is its development build. This re-exports only the names the code imports, from
// the production build in production (`react-router-build`, create-config.cjs), so the shared chunk holds
// just those. host/src/federation/shared-subsets.test.ts fails when code imports a name missing here; a
// remote that needs one more name adds it here, and the host that provides it is released first.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-build';

/**
 * What the portal uses of React Router, and nothing else. The webpack config resolves
 * `react-router-dom` to this file, and federation shares it as `react-router-dom` (one copy, one
 * router context for the shell and every section). A shared module is never tree-shaken, so
 * sharing the whole package put all of React Router 7 (data routers, server rendering, cookies:
 * ~60 KB gzipped) in front of every visitor; through this list webpack keeps only what is named.
 * Need another export? Add it here, and rebuild the shell with the section that uses it (the
 * shell's copy usually wins the share scope). Tests (vitest) still import the real package.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, Params } from 'react-router';

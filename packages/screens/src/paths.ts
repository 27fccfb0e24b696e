/** One argument per parameter of a route pattern, in order: '/a/:cid/:id' takes two. */
type RouteArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [number | string, ...RouteArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [number | string]
    : [];

/** A route of an app: its pattern for <Route path> and the URL to link to. */
export interface AppRoute<P extends string = string> {
  path: P;
  href: (...args: RouteArgs<P>) => string;
}

/**
 * Defines a route from its pattern; `href` fills the parameters in order:
 * `route('/user_admin_edit_attribute/:cid/:gid/:id').href(1, 2, 3)`.
 */
export function route<const P extends string>(path: P): AppRoute<P> {
  return {
    path,
    href: (...args) => {
      let index = 0;
      return path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(String(args[index++])));
    },
  };
}

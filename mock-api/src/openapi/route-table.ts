import type { Express } from 'express';

export interface RegisteredRoute {
  /** Lower case: get, post... */
  method: string;
  /** As registered: `/viewcountry`, `/updatestate/`, `/companydocument/:id`. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods?: Record<string, boolean> };
  handle?: { stack?: unknown[] };
}

/**
 * Every route registered on the app, walking nested routers (Express 5 keeps them on
 * app.router), once per path and method even when two routers register it (the admin and the
 * carrier portal answer some paths both).
 */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const routes = new Map<string, RegisteredRoute>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of Object.keys(layer.route.methods ?? {}).filter((name) => name !== '_all')) {
          routes.set(`${method} ${layer.route.path}`, { method, path: layer.route.path });
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack as Layer[]);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return [...routes.values()];
}

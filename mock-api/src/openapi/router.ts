import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router, type Express } from 'express';
import { buildOpenApiDocument } from './document';
import { registeredRoutes } from './route-table';

/** Scalar's standalone bundle, served from node_modules: the reference page loads nothing from elsewhere. */
const SCALAR_BROWSER_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser');

/** The one page with scripts and styles of its own: they come from this server only. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A reference page only: no fonts, telemetry, AI agent or MCP from elsewhere (the policy would refuse them anyway). */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kyubos API reference</title></head>
<body>
<script id="api-reference" data-url="openapi.json" data-configuration='${JSON.stringify(SCALAR_CONFIGURATION)}'></script>
<script src="docs/assets/standalone.js"></script>
</body>
</html>
`;

/**
 * GET /openapi.json: the OpenAPI 3.1 document of the app's route table, built from the zod
 * contracts on first call. GET /docs: its reference page (Scalar), with a content security
 * policy that lets that page run its own script and nothing else.
 */
export function createOpenApiRouter(): Router {
  const router = Router();
  let document: string | undefined;
  router.get('/openapi.json', (req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(registeredRoutes(req.app as Express)));
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', DOCS_CSP).type('html').send(DOCS_PAGE);
  });
  router.use(
    '/docs/assets',
    (req, res, next) => {
      // The vendor's source map (17 MB) is not served, as the apps' servers serve none.
      if (req.path.endsWith('.map')) {
        res.status(404).json({ message: 'Not found' });
        return;
      }
      res.set('Cache-Control', 'public, max-age=3600');
      next();
    },
    express.static(SCALAR_BROWSER_DIR, { index: false }),
  );
  return router;
}

import type { IncomingMessage } from 'node:http';
import { SERVICE_ROUTES } from '@strongs/contracts';
import { routeTemplate } from '@strongs/nest-common';

type Request = IncomingMessage & { path?: string; route?: { path?: string } };

/**
 * The gateway's latency label: its own routes by template, a forwarded call by the owner's path prefix
 * (`/api/dictionary/*`), every page of the SPA as one label.
 */
export function gatewayRouteLabel(req: Request): string {
  const own = routeTemplate(req);
  if (own) return own;
  const path = req.path ?? (req.url ?? '/').split('?')[0];
  if (!path.startsWith('/api/') && path !== '/api')
    return path.startsWith('/admin/queues') ? '/admin/queues/*' : 'spa';
  const owner = SERVICE_ROUTES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  return owner ? `${owner.prefix}/*` : 'unmatched';
}

import { adminMenuRequest, menuItemRequest, staffMenuRequest, subMenuItemRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { MenuService } from './service';

export function createMenuRouter(service: MenuService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewmainmenuandsubmenu', requireAdmin, async (req, res) => {
    const { type_id } = validate(adminMenuRequest, req.body);
    res.json(await service.adminMenu(adminAuthOf(res), type_id));
  });
  router.post('/viewmainmenuandsubmenuuser', requireAdmin, async (req, res) => {
    const { type_id, uid } = validate(staffMenuRequest, req.body);
    res.json(await service.staffMenu(adminAuthOf(res), type_id, uid));
  });
  router.get('/viewmenucategory', requireAdmin, async (_req, res) => {
    res.json(await service.menuCategories(adminAuthOf(res)));
  });
  router.post('/viewmenuitem', requireAdmin, async (req, res) => {
    const { id } = validate(menuItemRequest, req.body);
    res.json(await service.menuItem(adminAuthOf(res), id));
  });
  router.post('/viewsubmenuitem', requireAdmin, async (req, res) => {
    const { menu_id, id } = validate(subMenuItemRequest, req.body);
    res.json(await service.submenuItem(adminAuthOf(res), menu_id, id));
  });
  return router;
}

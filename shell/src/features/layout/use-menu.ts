import { skipToken } from '@reduxjs/toolkit/query';
import type { AdminSession } from '@kyubos/session';
import { isStaff } from '@kyubos/session';
import { useAdminMenuQuery, useStaffMenuQuery } from '@kyubos/mfe';

/** Client admins get the full menu of their client type; staff the items they hold. */
export function useMenu(session: AdminSession) {
  const staff = isStaff(session.loginType);
  const type = session.clientType;
  const admin = useAdminMenuQuery(!staff && type ? { type_id: type } : skipToken);
  const user = useStaffMenuQuery(staff && type ? { type_id: type, uid: session.userId } : skipToken);
  return staff ? user : admin;
}

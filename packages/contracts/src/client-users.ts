import { z } from 'zod';
import { USER_TYPES, type ClientUser } from './client';
import { loginIdSchema, newPasswordSchema, optionalNewPassword } from './auth';
import { idSchema, readVersionSchema } from './common';
import { optionalEmail, optionalPhone } from './form-values';
import { permissionLevelSchema } from './menu';

/** The fields of the user form. The agent's code and name are taken from the chosen agent, not from the body. */
const clientUserFields = z.object({
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
  phonenumber: optionalPhone,
  email: optionalEmail,
  username: loginIdSchema(),
  company_id: idSchema.optional(),
  category_id: idSchema.nullish(),
  usertype: z.enum(USER_TYPES, { error: 'must be Main or Agent' }),
  agent_id: idSchema.nullish(),
  agent_code: z.string().nullish(),
  agent_name: z.string().nullish(),
});

/** An Agent user is tied to one agent. */
const agentChosen = <T extends { usertype: string; agent_id?: number | null }>(user: T, ctx: z.RefinementCtx) => {
  if (user.usertype === 'Agent' && !user.agent_id) {
    ctx.addIssue({ code: 'custom', path: ['agent_id'], message: 'is required for an Agent user' });
  }
};

export const createClientUserRequest = clientUserFields
  .extend({ password: newPasswordSchema })
  .superRefine(agentChosen);
export type CreateClientUserRequest = z.infer<typeof createClientUserRequest>;

/** A blank password keeps the current one; `updatedAt` is the user's as the form read it (/editclientuser). */
export const updateClientUserRequest = clientUserFields
  .extend({ id: idSchema, password: optionalNewPassword, updatedAt: readVersionSchema('user', '/editclientuser') })
  .superRefine(agentChosen);
export type UpdateClientUserRequest = z.infer<typeof updateClientUserRequest>;

export interface ClientUserSavedResponse {
  message: string;
  user: ClientUser;
  /**
   * The caller changed its own password: every earlier token of the account has ended, and the
   * session that made the change goes on with this one.
   */
  token?: string;
}

export const companyScopedRequest = z.object({ company_id: idSchema });
export type CompanyScopedRequest = z.infer<typeof companyScopedRequest>;

export interface ViewClientUserResponse {
  user: ClientUser[];
}

/* ---------- per-user menu permissions ---------- */

/** One held item: a whole category (sub_id null or 0) or one of its submenus, at a level. */
const permissionItem = z.object({
  main_id: idSchema,
  sub_id: z.union([z.literal(0), idSchema]).nullish().transform((value) => (value ? value : null)),
  type: permissionLevelSchema,
});

const labelList = z.array(z.string().max(300)).max(500);

export const createClientPermissionRequest = z.object({
  uid: idSchema,
  client_id: idSchema,
  /** The set's id as viewclientpermission answered it (the user's id); not needed to save. */
  id: z.union([idSchema, z.literal(0), z.literal('')]).nullish(),
  read: labelList,
  read_and_write: labelList,
  admin: labelList,
  format1: z.array(permissionItem).max(500),
  format2: z
    .array(
      permissionItem.extend({
        main_name: z.string().max(200),
        sub_name: z.string().max(200).nullish(),
        main_order: z.number().int().nullish(),
        sub_order: z.number().int().nullish(),
      }),
    )
    .max(500),
});
export type CreateClientPermissionRequest = z.input<typeof createClientPermissionRequest>;
export type PermissionItem = z.output<typeof permissionItem>;

export const viewClientPermissionRequest = z.object({ uid: idSchema });

/** A user's permission set: the held items' labels ('{category}' or '{category} / {submenu}') per level. */
export interface ClientEmployeePermission {
  id: number;
  read: string[];
  read_and_write: string[];
  admin: string[];
}
export interface ViewClientPermissionResponse {
  clientEmployeePermission: ClientEmployeePermission;
}
export interface ClientPermissionSavedResponse extends ViewClientPermissionResponse {
  message: string;
}

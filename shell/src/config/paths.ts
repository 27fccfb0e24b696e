/** The shell's own routes (the remotes' routes come from the runtime config). */
export const SHELL_PATHS = {
  root: '/',
  home: '/user_admin_home',
  setting: '/User_Admin_Setting',
  menuForm: '/menuform/:id',
  subMenuForm: '/submenuform/:menuId/:id',
} as const;

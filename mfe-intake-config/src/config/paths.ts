import { route } from '@kyubos/screens';

/** The area's routes (as the shell's runtime config lists them), with their link builders. */
export const paths = {
  intakeCategories: route('/user_admin_intakecategory'),
  addIntakeCategory: route('/user_admin_add_intakecategory'),
  editIntakeCategory: route('/user_admin_edit_intakecategory/:id'),
  packages: route('/user_admin_intakesubcategory/:cid'),
  addPackage: route('/user_admin_add_intakesubcategory/:cid'),
  editPackage: route('/user_admin_edit_intakesubcategory/:cid/:id'),
  coverages: route('/user_admin_intakecoverage/:cid/:id'),
  groups: route('/user_admin_attributegroup'),
  addGroup: route('/user_admin_add_attributegroup/:cid'),
  editGroup: route('/user_admin_edit_attributegroup/:cid/:id'),
  attributes: route('/user_admin_attributes/:cid/:gid'),
  addAttribute: route('/user_admin_add_attribute/:cid/:gid'),
  editAttribute: route('/user_admin_edit_attribute/:cid/:gid/:id'),
  intakeGroups: route('/user_admin_intakeattributegroup/:iid'),
  addIntakeGroup: route('/user_admin_add_intakeattributegroup/:iid'),
  editIntakeGroup: route('/user_admin_edit_intakeattributegroup/:iid/:id'),
  productSetup: route('/user_admin_productsetup/:iid'),
  carriers: route('/user_admin_carrier'),
  addCarrier: route('/user_admin_add_carrier'),
  editCarrier: route('/user_admin_edit_carrier/:id'),
  tpas: route('/user_admin_tpa'),
  addTpa: route('/user_admin_add_tpa'),
  editTpa: route('/user_admin_edit_tpa/:id'),
  mgas: route('/user_admin_mga'),
  addMga: route('/user_admin_add_mga'),
  editMga: route('/user_admin_edit_mga/:id'),
} as const;

/** Menu items that lead to the screens: what useItemAccess is asked about. */
export const MENU_ITEMS = {
  intakeCategory: '/user_admin_intakecategory',
  attributeGroups: '/user_admin_attributegroup',
  carrier: '/user_admin_carrier',
  tpa: '/user_admin_tpa',
  mga: '/user_admin_mga',
} as const;

import type { RemoteScreens } from '@kyubos/session';
import { paths } from './paths';

/**
 * The area's screen manifest: every route the shell gives it (shell/runtime-config.json), its
 * title and list (packages/session/src/screens.ts) and the menu item that leads to it
 * (mock-api/src/db/seed/data/menus.ts); a test checks those files against it.
 */
export const screens: RemoteScreens = {
  remote: 'intake_config',
  layout: 'admin',
  screens: [
    { path: paths.intakeCategories.path, title: 'Lines of Business', menu: 'Lines of Business' },
    { path: paths.addIntakeCategory.path, title: 'Add Line of Business', list: paths.intakeCategories.path },
    { path: paths.editIntakeCategory.path, title: 'Edit Line of Business', list: paths.intakeCategories.path },
    { path: paths.packages.path, title: 'Packages', list: paths.intakeCategories.path },
    { path: paths.addPackage.path, title: 'Add Package', list: paths.intakeCategories.path },
    { path: paths.editPackage.path, title: 'Edit Package', list: paths.intakeCategories.path },
    { path: paths.coverages.path, title: 'Coverages', list: paths.intakeCategories.path },
    { path: paths.groups.path, title: 'Attribute Groups', menu: 'Attribute Groups' },
    { path: paths.addGroup.path, title: 'Add Attribute Group', list: paths.groups.path },
    { path: paths.editGroup.path, title: 'Edit Attribute Group', list: paths.groups.path },
    { path: paths.attributes.path, title: 'Attributes', list: paths.groups.path },
    { path: paths.addAttribute.path, title: 'Add Attribute', list: paths.groups.path },
    { path: paths.editAttribute.path, title: 'Edit Attribute', list: paths.groups.path },
    { path: paths.intakeGroups.path, title: 'Intake Attribute Groups', list: paths.intakeCategories.path },
    { path: paths.addIntakeGroup.path, title: 'Add Intake Attribute Group', list: paths.intakeCategories.path },
    { path: paths.editIntakeGroup.path, title: 'Edit Intake Attribute Group', list: paths.intakeCategories.path },
    { path: paths.productSetup.path, title: 'Product set-up', list: paths.intakeCategories.path },
    { path: paths.carriers.path, title: 'Carriers', menu: 'Carriers' },
    { path: paths.addCarrier.path, title: 'Add Carrier', list: paths.carriers.path },
    { path: paths.editCarrier.path, title: 'Edit Carrier', list: paths.carriers.path },
    { path: paths.tpas.path, title: 'TPAs', menu: 'TPAs' },
    { path: paths.addTpa.path, title: 'Add TPA', list: paths.tpas.path },
    { path: paths.editTpa.path, title: 'Edit TPA', list: paths.tpas.path },
    { path: paths.mgas.path, title: 'MGAs', menu: 'MGAs' },
    { path: paths.addMga.path, title: 'Add MGA', list: paths.mgas.path },
    { path: paths.editMga.path, title: 'Edit MGA', list: paths.mgas.path },
  ],
};

import { listScreen, recordListScreens, screensOf, type RemoteScreens } from '@kyubos/session';
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
    ...recordListScreens({ list: paths.intakeCategories.path, add: paths.addIntakeCategory.path, edit: paths.editIntakeCategory.path }, 'Lines of Business', 'Line of Business'),
    ...screensOf(paths.intakeCategories.path, [
      [paths.packages.path, 'Packages'],
      [paths.addPackage.path, 'Add Package'],
      [paths.editPackage.path, 'Edit Package'],
      [paths.coverages.path, 'Coverages'],
    ]),
    listScreen(paths.groups.path, 'Attribute Groups', 'Attribute Groups'),
    ...screensOf(paths.groups.path, [
      [paths.addGroup.path, 'Add Attribute Group'],
      [paths.editGroup.path, 'Edit Attribute Group'],
      [paths.attributes.path, 'Attributes'],
      [paths.addAttribute.path, 'Add Attribute'],
      [paths.editAttribute.path, 'Edit Attribute'],
    ]),
    ...screensOf(paths.intakeCategories.path, [
      [paths.intakeGroups.path, 'Intake Attribute Groups'],
      [paths.addIntakeGroup.path, 'Add Intake Attribute Group'],
      [paths.editIntakeGroup.path, 'Edit Intake Attribute Group'],
      [paths.productSetup.path, 'Product set-up'],
    ]),
    ...recordListScreens({ list: paths.carriers.path, add: paths.addCarrier.path, edit: paths.editCarrier.path }, 'Carriers', 'Carrier'),
    ...recordListScreens({ list: paths.tpas.path, add: paths.addTpa.path, edit: paths.editTpa.path }, 'TPAs', 'TPA'),
    ...recordListScreens({ list: paths.mgas.path, add: paths.addMga.path, edit: paths.editMga.path }, 'MGAs', 'MGA'),
  ],
};

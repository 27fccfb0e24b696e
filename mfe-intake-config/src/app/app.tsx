import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { AdminAreaRoutes, RequireItemAccess } from '@kyubos/mfe';
import { MENU_ITEMS, paths } from '../config/paths';
import { AttributeListPage, AddAttributePage, EditAttributePage } from '../features/intake-config/components/attribute-pages';
import { CoveragePage } from '../features/intake-config/components/coverage-page';
import { AddGroupPage, EditGroupPage, GROUPS, GroupListPage } from '../features/intake-config/components/group-pages';
import { AddIntakeGroupPage, EditIntakeGroupPage, IntakeGroupListPage } from '../features/intake-config/components/intake-group-pages';
import {
  AddIntakeCategoryPage,
  EditIntakeCategoryPage,
  INTAKE_CATEGORIES,
  IntakeCategoryListPage,
} from '../features/intake-config/components/intake-category-pages';
import { AddPackagePage, EditPackagePage, PackageListPage } from '../features/intake-config/components/package-pages';
import { ProductSetupPage } from '../features/intake-config/components/product-setup-page';
import { AddPartnerPage, EditPartnerPage } from '../features/partners/components/partner-form-page';
import { PartnerListPage } from '../features/partners/components/partner-list-page';
import { DIRECTORIES } from '../features/partners/directories';

const { carrier, tpa, mga } = DIRECTORIES;

/**
 * The screens of lines of business and of attribute groups open for holders of their menu item
 * only: the server lets quotation users read this configuration too (their forms are drawn from
 * it), which must not open the screens by URL. The partner directories' calls are refused by the
 * server itself.
 */
const linesOfBusiness = (screen: ReactElement) => (
  <RequireItemAccess items={[MENU_ITEMS.intakeCategory]} area={INTAKE_CATEGORIES.label}>
    {screen}
  </RequireItemAccess>
);
const attributeGroups = (screen: ReactElement) => (
  <RequireItemAccess items={[MENU_ITEMS.attributeGroups]} area={GROUPS.label}>
    {screen}
  </RequireItemAccess>
);

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return (
    <AdminAreaRoutes>
      <Route path={paths.intakeCategories.path} element={linesOfBusiness(<IntakeCategoryListPage />)} />
      <Route path={paths.addIntakeCategory.path} element={linesOfBusiness(<AddIntakeCategoryPage />)} />
      <Route path={paths.editIntakeCategory.path} element={linesOfBusiness(<EditIntakeCategoryPage />)} />
      <Route path={paths.packages.path} element={linesOfBusiness(<PackageListPage />)} />
      <Route path={paths.addPackage.path} element={linesOfBusiness(<AddPackagePage />)} />
      <Route path={paths.editPackage.path} element={linesOfBusiness(<EditPackagePage />)} />
      <Route path={paths.coverages.path} element={linesOfBusiness(<CoveragePage />)} />
      <Route path={paths.groups.path} element={attributeGroups(<GroupListPage />)} />
      <Route path={paths.addGroup.path} element={attributeGroups(<AddGroupPage />)} />
      <Route path={paths.editGroup.path} element={attributeGroups(<EditGroupPage />)} />
      <Route path={paths.attributes.path} element={attributeGroups(<AttributeListPage />)} />
      <Route path={paths.addAttribute.path} element={attributeGroups(<AddAttributePage />)} />
      <Route path={paths.editAttribute.path} element={attributeGroups(<EditAttributePage />)} />
      <Route path={paths.intakeGroups.path} element={linesOfBusiness(<IntakeGroupListPage />)} />
      <Route path={paths.addIntakeGroup.path} element={linesOfBusiness(<AddIntakeGroupPage />)} />
      <Route path={paths.editIntakeGroup.path} element={linesOfBusiness(<EditIntakeGroupPage />)} />
      <Route path={paths.productSetup.path} element={linesOfBusiness(<ProductSetupPage />)} />
      <Route path={paths.carriers.path} element={<PartnerListPage key="carrier" directory={carrier} />} />
      <Route path={paths.addCarrier.path} element={<AddPartnerPage key="carrier" directory={carrier} />} />
      <Route path={paths.editCarrier.path} element={<EditPartnerPage key="carrier" directory={carrier} />} />
      <Route path={paths.tpas.path} element={<PartnerListPage key="tpa" directory={tpa} />} />
      <Route path={paths.addTpa.path} element={<AddPartnerPage key="tpa" directory={tpa} />} />
      <Route path={paths.editTpa.path} element={<EditPartnerPage key="tpa" directory={tpa} />} />
      <Route path={paths.mgas.path} element={<PartnerListPage key="mga" directory={mga} />} />
      <Route path={paths.addMga.path} element={<AddPartnerPage key="mga" directory={mga} />} />
      <Route path={paths.editMga.path} element={<EditPartnerPage key="mga" directory={mga} />} />
    </AdminAreaRoutes>
  );
}

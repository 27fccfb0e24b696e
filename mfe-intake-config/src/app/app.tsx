import { Route } from 'react-router-dom';
import { AdminAreaRoutes } from '@kyubos/mfe';
import { paths } from '../config/paths';
import { AttributeListPage, AddAttributePage, EditAttributePage } from '../features/intake-config/components/attribute-pages';
import { CoveragePage } from '../features/intake-config/components/coverage-page';
import { AddGroupPage, EditGroupPage, GroupListPage } from '../features/intake-config/components/group-pages';
import { AddIntakeGroupPage, EditIntakeGroupPage, IntakeGroupListPage } from '../features/intake-config/components/intake-group-pages';
import { AddIntakeCategoryPage, EditIntakeCategoryPage, IntakeCategoryListPage } from '../features/intake-config/components/intake-category-pages';
import { AddPackagePage, EditPackagePage, PackageListPage } from '../features/intake-config/components/package-pages';
import { ProductSetupPage } from '../features/intake-config/components/product-setup-page';
import { AddPartnerPage, EditPartnerPage } from '../features/partners/components/partner-form-page';
import { PartnerListPage } from '../features/partners/components/partner-list-page';
import { DIRECTORIES } from '../features/partners/directories';

const { carrier, tpa, mga } = DIRECTORIES;

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return (
    <AdminAreaRoutes>
      <Route path={paths.intakeCategories.path} element={<IntakeCategoryListPage />} />
      <Route path={paths.addIntakeCategory.path} element={<AddIntakeCategoryPage />} />
      <Route path={paths.editIntakeCategory.path} element={<EditIntakeCategoryPage />} />
      <Route path={paths.packages.path} element={<PackageListPage />} />
      <Route path={paths.addPackage.path} element={<AddPackagePage />} />
      <Route path={paths.editPackage.path} element={<EditPackagePage />} />
      <Route path={paths.coverages.path} element={<CoveragePage />} />
      <Route path={paths.groups.path} element={<GroupListPage />} />
      <Route path={paths.addGroup.path} element={<AddGroupPage />} />
      <Route path={paths.editGroup.path} element={<EditGroupPage />} />
      <Route path={paths.attributes.path} element={<AttributeListPage />} />
      <Route path={paths.addAttribute.path} element={<AddAttributePage />} />
      <Route path={paths.editAttribute.path} element={<EditAttributePage />} />
      <Route path={paths.intakeGroups.path} element={<IntakeGroupListPage />} />
      <Route path={paths.addIntakeGroup.path} element={<AddIntakeGroupPage />} />
      <Route path={paths.editIntakeGroup.path} element={<EditIntakeGroupPage />} />
      <Route path={paths.productSetup.path} element={<ProductSetupPage />} />
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

import {
  attributeGroupListRequest,
  attributeListRequest,
  clientScopedRequest,
  coverageListRequest,
  createAttributeGroupRequest,
  createAttributeRequest,
  createIntakeAttributeGroupRequest,
  createIntakeCategoryRequest,
  createIntakeCoverageRequest,
  createIntakePackageRequest,
  idBody,
  intakeAttributeGroupListRequest,
  packageListRequest,
  updateAttributeGroupRequest,
  updateAttributeRanksRequest,
  updateAttributeRequest,
  updateGroupRanksRequest,
  updateIntakeAttributeGroupRequest,
  updateIntakeCategoryRequest,
  updateIntakeCoverageRequest,
  updateIntakePackageRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { IntakeConfigService } from './service';

/** Spec 2 §7: lines of business, packages (+ coverages), attribute groups, attributes, intake groups. */
export function createIntakeConfigRouter(service: IntakeConfigService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const post = (path: string, handle: (body: unknown, auth: ReturnType<typeof adminAuthOf>) => Promise<unknown>) =>
    router.post(path, requireAdmin, async (req, res) => {
      res.json(await handle(req.body, adminAuthOf(res)));
    });

  // Lines of business
  post('/viewclientintakecategory', (body, auth) => service.listCategories(auth, validate(clientScopedRequest, body).client_id));
  post('/createclientintakecategory', (body, auth) => {
    const { client_id, ...input } = validate(createIntakeCategoryRequest, body);
    return service.createCategory(auth, client_id, input);
  });
  post('/editclientintakecategory', (body, auth) => service.editCategory(auth, validate(idBody, body).id));
  post('/updateclientintakecategory', (body, auth) => {
    const { id, client_id, updatedAt, ...input } = validate(updateIntakeCategoryRequest, body).menucategoryData;
    return service.updateCategory(auth, id, client_id, input, updatedAt);
  });

  // Packages
  post('/viewclientintakesubcategory', (body, auth) => service.listPackages(auth, validate(packageListRequest, body).cid));
  post('/createclientintakesubcategory', (body, auth) => {
    const { category_name: _fromCategory, listcategory_id, ...input } = validate(createIntakePackageRequest, body);
    return service.createPackage(auth, { ...input, listcategory_id: listcategory_id ?? null });
  });
  post('/editclientintakesubcategory', (body, auth) => service.editPackage(auth, validate(idBody, body).id));
  // The trailing slash is the documented path.
  post('/updateclientintakesubcategory/', (body, auth) => {
    const { id, client_id, ...input } = validate(updateIntakePackageRequest, body).subcategoryDatalist;
    return service.updatePackage(auth, id, client_id, input);
  });
  post('/removeclientintakesubcategory', (body, auth) => service.removePackage(auth, validate(idBody, body).id));

  // Coverages of a package
  post('/viewclientintakecoverage', (body, auth) => service.listCoverages(auth, validate(coverageListRequest, body).package_id));
  post('/createclientintakecoverage', (body, auth) => service.createCoverage(auth, validate(createIntakeCoverageRequest, body)));
  post('/updateclientintakecoverage', (body, auth) => {
    const { id, client_id, updatedAt, ...input } = validate(updateIntakeCoverageRequest, body).coverageData;
    return service.updateCoverage(auth, id, client_id, input, updatedAt);
  });
  post('/removeclientintakecoverage', (body, auth) => service.removeCoverage(auth, validate(idBody, body).id));

  // Attribute groups
  post('/viewattributegroup', (body, auth) => service.listGroups(auth, validate(attributeGroupListRequest, body).cid));
  post('/updateattibutegrouprank', (body, auth) =>
    service.saveGroupRanks(auth, validate(updateGroupRanksRequest, body).AttributeGroupData),
  );
  post('/createattributegroup', (body, auth) => {
    const { client_id, ...input } = validate(createAttributeGroupRequest, body);
    return service.createGroup(auth, client_id, input);
  });
  post('/editattributegroup', (body, auth) => service.editGroup(auth, validate(idBody, body).id));
  post('/updateattributegroup', (body, auth) => {
    const { id, client_id, ...input } = validate(updateAttributeGroupRequest, body).attributegroupData;
    return service.updateGroup(auth, id, client_id, input);
  });

  // Attributes
  post('/viewattribute', (body, auth) => {
    const { gid, client_id } = validate(attributeListRequest, body);
    return service.listAttributes(auth, gid, client_id);
  });
  post('/updateattributerank', (body, auth) => service.saveAttributeRanks(auth, validate(updateAttributeRanksRequest, body).AttributeData));
  post('/createattribute', (body, auth) => {
    const { attribute_max_lenght: _derived, attribute_data_type: _alsoDerived, ...input } = validate(createAttributeRequest, body);
    return service.createAttribute(auth, input);
  });
  post('/editattribute', (body, auth) => service.editAttribute(auth, validate(idBody, body).id));
  post('/updateattribute', (body, auth) => {
    const { id, client_id, attribute_max_lenght: _derived, attribute_data_type: _alsoDerived, ...input } = validate(
      updateAttributeRequest,
      body,
    ).attributeData;
    return service.updateAttribute(auth, id, client_id, input);
  });

  // Attribute groups of a line of business
  post('/viewintakeattributegroup', (body, auth) => {
    const { intake_id, cid } = validate(intakeAttributeGroupListRequest, body);
    return service.listIntakeGroups(auth, intake_id, cid);
  });
  post('/updateintakeattributegrouprank', (body, auth) =>
    service.saveIntakeGroupRanks(auth, validate(updateGroupRanksRequest, body).AttributeGroupData),
  );
  post('/createintakeattributegroup', (body, auth) => {
    const { client_id, intake_id, attribute_group_id } = validate(createIntakeAttributeGroupRequest, body);
    return service.createIntakeGroup(auth, { client_id, intake_id, attribute_group_id });
  });
  post('/editintakeattributegroup', (body, auth) => service.editIntakeGroup(auth, validate(idBody, body).id));
  post('/updateintakeattributegroup', (body, auth) => {
    const { id, client_id, attribute_group_id } = validate(updateIntakeAttributeGroupRequest, body).attributegroupData;
    return service.updateIntakeGroup(auth, id, client_id, attribute_group_id);
  });
  return router;
}

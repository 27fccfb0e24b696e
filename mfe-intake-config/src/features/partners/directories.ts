import { PARTNER_NAME_KEY, type PartnerKind } from '@kyubos/contracts';
import { MENU_ITEMS, paths } from '../../config/paths';

/** What differs between the carrier, TPA and MGA screens; everything else is shared. */
export interface Directory {
  kind: PartnerKind;
  /** List title and breadcrumb. */
  plural: string;
  singular: string;
  /** The list's add row: the article goes by how the name is said ("an MGA"). */
  addLabel: string;
  nameKey: (typeof PARTNER_NAME_KEY)[PartnerKind];
  nameLabel: string;
  menuItem: string;
  list: string;
  add: string;
  edit: (id: number) => string;
}

export const DIRECTORIES: Record<PartnerKind, Directory> = {
  carrier: {
    kind: 'carrier',
    plural: 'Carriers',
    singular: 'Carrier',
    addLabel: 'Add a Carrier',
    nameKey: PARTNER_NAME_KEY.carrier,
    nameLabel: 'Carrier Name',
    menuItem: MENU_ITEMS.carrier,
    list: paths.carriers.href(),
    add: paths.addCarrier.href(),
    edit: paths.editCarrier.href,
  },
  tpa: {
    kind: 'tpa',
    plural: 'TPAs',
    singular: 'TPA',
    addLabel: 'Add a TPA',
    nameKey: PARTNER_NAME_KEY.tpa,
    nameLabel: 'TPA Name',
    menuItem: MENU_ITEMS.tpa,
    list: paths.tpas.href(),
    add: paths.addTpa.href(),
    edit: paths.editTpa.href,
  },
  mga: {
    kind: 'mga',
    plural: 'MGAs',
    singular: 'MGA',
    addLabel: 'Add an MGA',
    nameKey: PARTNER_NAME_KEY.mga,
    nameLabel: 'MGA Name',
    menuItem: MENU_ITEMS.mga,
    list: paths.mgas.href(),
    add: paths.addMga.href(),
    edit: paths.editMga.href,
  },
};

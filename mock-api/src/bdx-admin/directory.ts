/** The names the area's service and module use for its repository's directory reads (./repository). */
export {
  createBdxAdminRepository as createBdxDirectory,
  type BdxAdminRepository as BdxDirectory,
  type DirectoryCarrier,
} from './repository';

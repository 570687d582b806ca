// A game type's vendors and game classes (/wps/game/vassalage): one cache entry for every screen that asks.
export {
  useVendorMapping,
  vendorMappingQuery,
  type GameClassify,
  type Vendor,
  type VendorMapping,
  type VendorMappingParams,
} from './vendor-mapping';

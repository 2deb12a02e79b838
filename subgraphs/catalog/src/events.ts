// The catalog's events are published in @platform/catalog-contracts; this entry point (./events)
// stays for the gateway and scripts that import it by the catalog's name.
export {
  IMPORT_PROGRESS_TOPIC,
  PRICE_UPDATE_TOPIC,
  type ImportProgress,
  type PriceUpdate,
} from '@platform/catalog-contracts';

/**
 * Trigram indexes take new rows straight into the index (fastupdate off). With the default, rows
 * inserted after the index was made (the generated MLS listings, new offers) wait in the index's
 * pending list, and every search reads that whole list: up to 4 MB per statement.
 */
const TRIGRAM_INDEXES = [
  'mls_listings_search_trgm',
  'offers_search_trgm',
  'brokerages_name_trgm',
  'persons_name_trgm',
  'vendors_name_trgm',
];

export default TRIGRAM_INDEXES.map(
  (index) => `alter index ${index} set (fastupdate = off);
select gin_clean_pending_list('${index}'::regclass);`,
).join('\n');

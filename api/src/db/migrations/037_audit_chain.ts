/**
 * The tamper-evident audit trail (docs/domain/audit.md): each activity of an offer gets its place in
 * the offer's chain (`seq`), the SHA-256 of the activity before it (`prev_hash`) and of its own
 * canonical content (`hash`); the offer keeps the chain's last place and hash, so a removed last row
 * shows too. Rows written before this migration are chained when the API starts. The verify page
 * finds a kept sealed file by its SHA-256.
 */
export default `
alter table activities add column seq int;
alter table activities add column prev_hash text;
alter table activities add column hash text;
create unique index activities_offer_seq on activities (offer_id, seq);
create index activities_unchained on activities (offer_id, id) where hash is null and offer_id is not null;
alter table offers add column audit_seq int not null default 0;
alter table offers add column audit_head text;
create index stored_files_sha256 on stored_files (sha256);
`;

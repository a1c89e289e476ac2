import core from './001_core';
import offers from './002_offers';
import work from './003_work';
import mls from './004_mls';
import offerDrafts from './005_offer_drafts';
import parties from './006_parties';
import documents from './007_documents';
import perfIndexes from './008_perf_indexes';
import signing from './009_signing';
import reminderParties from './010_reminder_parties';
import mailQueue from './011_mail_queue';
import reviewShare from './012_review_share';
import sales from './013_sales';
import contractDocuments from './014_contract_documents';
import partyLinks from './015_party_links';
import signingGrants from './016_signing_grants';
import partyViewed from './017_party_viewed';
import sealedCertificates from './019_sealed_certificates';
import partyLinkLifetime from './023_party_link_lifetime';
import waitingMailIndex from './028_waiting_mail_index';
import signInAttempts from './029_sign_in_attempts';
import webhooks from './035_webhooks';
import auditChain from './037_audit_chain';
import listingCosts from './038_listing_costs';
import documentPageCounts from './039_document_page_counts';
import signingConsent from './041_signing_consent';
import offerDownPaymentConcessions from './042_offer_down_payment_concessions';
import signSetMarks from './043_sign_set_marks';
import mailSendHolder from './044_mail_send_holder';

/** Ordered migrations; ids never change once released. */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001_core', sql: core },
  { id: '002_offers', sql: offers },
  { id: '003_work', sql: work },
  { id: '004_mls', sql: mls },
  { id: '005_offer_drafts', sql: offerDrafts },
  { id: '006_parties', sql: parties },
  { id: '007_documents', sql: documents },
  { id: '008_perf_indexes', sql: perfIndexes },
  { id: '009_signing', sql: signing },
  { id: '010_reminder_parties', sql: reminderParties },
  { id: '011_mail_queue', sql: mailQueue },
  { id: '012_review_share', sql: reviewShare },
  { id: '013_sales', sql: sales },
  { id: '014_contract_documents', sql: contractDocuments },
  { id: '015_party_links', sql: partyLinks },
  { id: '016_signing_grants', sql: signingGrants },
  { id: '017_party_viewed', sql: partyViewed },
  { id: '019_sealed_certificates', sql: sealedCertificates },
  { id: '023_party_link_lifetime', sql: partyLinkLifetime },
  { id: '028_waiting_mail_index', sql: waitingMailIndex },
  { id: '029_sign_in_attempts', sql: signInAttempts },
  { id: '035_webhooks', sql: webhooks },
  { id: '037_audit_chain', sql: auditChain },
  { id: '038_listing_costs', sql: listingCosts },
  { id: '039_document_page_counts', sql: documentPageCounts },
  { id: '041_signing_consent', sql: signingConsent },
  { id: '042_offer_down_payment_concessions', sql: offerDownPaymentConcessions },
  { id: '043_sign_set_marks', sql: signSetMarks },
  { id: '044_mail_send_holder', sql: mailSendHolder },
];

import { DocumentState, OfferStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { ownPartyOf } from '../offers/agentPartySql';
import type { AddressParts } from '../offers/offerAddress';

export interface AgentContractRow extends AddressParts {
  contractId: number;
  offerId: number;
  statusId: number;
  isOwner: boolean;
  counterOffers: Array<{ statusId: number; partySideId: number }>;
  documentCount: number;
  draftCount: number;
  saleId: number | null;
  saleFileNumber: string | null;
  updatedOn: Date;
}

/**
 * The contracts of the offers the agent may see (owner, or one of its own parties: agentPartySql), cancelled
 * offers left out; a document counts when the agent may act on it (the owner every one, anyone else
 * its own) and is a draft while no sign set past Draft holds it and it was not marked signed.
 * Sales first, then the most recently changed.
 */
export const agentContractRows = (db: Db, userId: number, personId: number, contractId: number | null = null) =>
  db.query<AgentContractRow>(
    `select c.id as "contractId", o.id as "offerId", o.status_id as "statusId", o.owner_user_id = $1 as "isOwner",
            o.street_number as "streetNumber", o.direction_id as "directionId", o.street, o.designator_id as "designatorId",
            o.suffix_id as "suffixId", o.unit_number as "unitNumber", o.unit_type_id as "unitTypeId", o.city,
            o.state_id as "stateId", o.zip_code as "zipCode",
            (select coalesce(json_agg(json_build_object('statusId', co.status_id, 'partySideId', co.party_side_id) order by co.id), '[]')
               from counter_offers co where co.offer_id = o.id) as "counterOffers",
            d.total as "documentCount", d.drafts as "draftCount",
            o.sale_id as "saleId", o.sale_file_number as "saleFileNumber", o.updated_on as "updatedOn"
       from contracts c
       join offers o on o.id = c.external_id
       cross join lateral (
         select count(*)::int as total,
                (count(*) filter (where od.signed_on is null and coalesce((select s.status_id from sign_set_documents ssd
                   join sign_sets s on s.id = ssd.sign_set_id where ssd.offer_document_id = od.id order by s.id desc limit 1),
                   ${DocumentState.Draft}) = ${DocumentState.Draft}))::int as drafts
           from offer_documents od
          where od.contract_id = c.id and (o.owner_user_id = $1 or od.created_by_user_id = $1)) d
      where (o.owner_user_id = $1 or exists (select 1 from offer_parties p where p.offer_id = o.id and ${ownPartyOf('$2')}))
        and o.status_id <> ${OfferStatus.cancelled}
        and ($3::int is null or c.id = $3)
      order by o.sale_id is null, o.updated_on desc, o.id desc
      limit 500`,
    [userId, personId, contractId],
  );

import type { Db } from '../../db/db';

export interface BrokerageSettings {
  stateId: number | null;
  emailRequiredForBrokerage: boolean;
  phoneRequiredForBrokerage: boolean;
  emailRequiredForOutside: boolean;
  phoneRequiredForOutside: boolean;
}

export const findBrokerageSettings = (db: Db, brokerageId: number) =>
  db.one<BrokerageSettings>(
    `select state_id as "stateId",
            email_required_for_brokerage as "emailRequiredForBrokerage",
            phone_required_for_brokerage as "phoneRequiredForBrokerage",
            email_required_for_outside as "emailRequiredForOutside",
            phone_required_for_outside as "phoneRequiredForOutside"
       from brokerages where id = $1`,
    [brokerageId],
  );

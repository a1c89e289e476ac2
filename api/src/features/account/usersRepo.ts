import type { Db } from '../../db/db';

export interface LoginRow {
  userId: number;
  personId: number;
  brokerageId: number;
  userName: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export interface AgentRow {
  userId: number;
  personId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  brokerageId: number;
  brokerageName: string;
  /** The agent's brokerage works in OfferDesk (its offers are in-house, not outside-agent ones). */
  isInhouseAgent: boolean;
  photo: string | null;
  /** Manages the brokerage's settings (webhooks). */
  isBrokerageAdmin: boolean;
}

export const findLoginByUsername = (db: Db, username: string) =>
  db.one<LoginRow>(
    `select u.id as "userId", u.person_id as "personId", u.brokerage_id as "brokerageId", u.username as "userName",
            u.password_hash as "passwordHash", p.first_name as "firstName", p.last_name as "lastName"
       from users u join persons p on p.id = u.person_id
      where lower(u.username) = lower($1) and u.is_active`,
    [username],
  );

export const findAgentByUserId = (db: Db, userId: number) =>
  db.one<AgentRow>(
    `select u.id as "userId", u.person_id as "personId", u.username as "userName", p.first_name as "firstName",
            p.last_name as "lastName", p.email, b.id as "brokerageId", b.name as "brokerageName",
            b.is_inhouse as "isInhouseAgent", p.photo_url as photo, u.is_brokerage_admin as "isBrokerageAdmin"
       from users u join persons p on p.id = u.person_id join brokerages b on b.id = u.brokerage_id
      where u.id = $1 and u.is_active`,
    [userId],
  );
